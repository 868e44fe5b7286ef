"""What a text's casing says of the people it names. The kernel lower-cases every text, so the
casing is read here, from the text as given.

A capitalized word no English lexicon lists ("Reeta", "Olivine", "Jerica") is a name the census
lacks: a person, of no known gender, so no "he" or "she" refers to it. A capitalized word the
lexicon knows ("Mark", "Will", "Pine") is a name only when the census says so; a function or
calendar word ("If", "June") never is. And a word the text writes only in lower case is nobody,
though the census lists it: "ran 5 miles", "a bill", "the rose".

>>> names = names_in("Reeta has 20 pencils. If Anika runs 5 miles, on Monday Pine Grove School ...")
>>> sorted(names.coined), "miles" in names.lowered, "pine" in names.capitalized
(['anika', 'reeta'], True, True)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from organs.core.nouns import is_english_word
from organs.core.vocabulary import CALENDAR_WORDS, FUNCTION_WORDS

# A name may have a capital inside it ("McKenna", "LaDonna", "DeShawn"), after a lower-case letter:
# "CDs" and "TVs" are no names.
_CAPITALIZED: Final = re.compile(r"\b[A-Z][a-z]++(?:[A-Z][a-z]++)?\b", re.ASCII)
_LOWER: Final = re.compile(r"\b[a-z]++\b", re.ASCII)
_NEVER: Final = frozenset(FUNCTION_WORDS + CALENDAR_WORDS)
PATTERNS: Final = (_CAPITALIZED, _LOWER)  # for the linear-time lane


@dataclass(frozen=True, slots=True)
class Names:
    """Who a text's casing says it may name, its words lower-cased. The default knows no casing
    (a text given lower-case): every census first name may be a person."""

    coined: frozenset[str] = frozenset()  # capitalized, and no English word: people ("reeta")
    lowered: frozenset[str] = frozenset()  # written only in lower case: nobody ("miles")
    capitalized: frozenset[str] = frozenset()  # written capitalized somewhere: a name's ("Rainbow Lake")


NO_CASING: Final = Names()  # what a text given in lower case says


def names_in(raw: str) -> Names:
    """The names `raw`'s casing coins, and the words it never capitalizes."""
    capitalized = {word.lower() for word in _CAPITALIZED.findall(raw)}
    coined = frozenset(word for word in capitalized if word not in _NEVER and not is_english_word(word))
    return Names(coined, frozenset(_LOWER.findall(raw)) - capitalized, frozenset(capitalized))
