"""`python -m organs` is the `organs` command."""

from organs.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
