"""teaching: the review queue for proposals. It records; it never installs anything."""

from teaching.store import AlreadyDecided, Decision, Entry, ReviewQueue, UnknownProposal, default_root

__all__ = ["AlreadyDecided", "Decision", "Entry", "ReviewQueue", "UnknownProposal", "default_root"]
