"""The fault lane: every fault and hostile input of issue #10 replayed against the real CLI.

Each scenario runs `organs` as a user would (a subprocess, real signals, real files) and holds
when nothing is lost, every exit code is the README's, and no traceback reaches stderr.
"""
