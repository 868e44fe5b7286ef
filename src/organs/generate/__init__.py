"""Organs (off the serving path) and, later, the serving path's stages."""
