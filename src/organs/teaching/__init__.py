"""teaching: the review queue for proposals. It records; it never installs anything."""

from organs.teaching.store import (
    ENVIRONMENT,
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
    named_root,
)

__all__ = [
    "ENVIRONMENT",
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
    "named_root",
]
