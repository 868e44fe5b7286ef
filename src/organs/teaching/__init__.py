"""teaching: the review queue for proposals. It records; it never installs anything."""

from organs.teaching.store import (
    AlreadyDecided,
    CorruptEntry,
    Decision,
    Entry,
    InvalidRequest,
    Listing,
    ReviewQueue,
    StoreError,
    UnknownProposal,
    default_root,
)

__all__ = [
    "AlreadyDecided",
    "CorruptEntry",
    "Decision",
    "Entry",
    "InvalidRequest",
    "Listing",
    "ReviewQueue",
    "StoreError",
    "UnknownProposal",
    "default_root",
]
