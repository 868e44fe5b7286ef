"""People a text names beyond the census's first names: the words it capitalizes that no English
lexicon lists ("Reeta", "Olivine", "Jerica"). The kernel lower-cases every text, so the casing is
read here, from the text as given.

A capitalized word the lexicon knows ("Mark", "Will", "Pine") is a name only when the census says
so; a function or calendar word ("If", "June") never is. A name found here has no known gender,
so no "he" or "she" refers to it.

>>> sorted(names_in("Reeta has 20 pencils. If Anika has more, on Monday Pine Grove School ..."))
['anika', 'reeta']
"""

from __future__ import annotations

import re
from typing import Final

from core.nouns import is_english_word
from core.vocabulary import CALENDAR_WORDS, FUNCTION_WORDS

_CAPITALIZED: Final = re.compile(r"\b[A-Z][a-z]++\b", re.ASCII)
_NEVER: Final = frozenset(FUNCTION_WORDS + CALENDAR_WORDS)
PATTERNS: Final = (_CAPITALIZED,)  # for the linear-time lane


def names_in(raw: str) -> frozenset[str]:
    """The lower-cased capitalized words of `raw` that no lexicon lists as an English word."""
    found = {word.lower() for word in _CAPITALIZED.findall(raw)}
    return frozenset(word for word in found if word not in _NEVER and not is_english_word(word))
