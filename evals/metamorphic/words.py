"""The lane's word lists: what each transformation inserts, replaces or swaps. Data only.

Every entry is chosen so that the expectation it implies is certain from the words alone:
a sentence listed as changing the situation leaves the answer unknowable, a listed amount
is applied exactly, a listed swap turns a gain into a loss (or back) and nothing else.
"""

from __future__ import annotations

from typing import Final

# Scaling a stated number (and its structured field) by k.
SCALE_FACTORS: Final = (2, 3, 7, 10)

# Words that make a stated number inexact: no exact answer remains.
HEDGES: Final = ("about", "nearly", "almost", "roughly", "approximately")

# Names no seed uses; where one is needed, the first ones absent from the text are taken.
NEW_NAMES: Final = ("Zed", "Quinn", "Yara")

# Pluralizing a capacity rate's agent: the group (with "{agent}" and "{other}" filled in) and how
# many agents it names. The rate becomes "each"; the question asks for the group's total.
GROUPS: Final = (
    ("{agent} and a friend", 2),
    ("Both {agent} and {other}", 2),
    ("{agent} and two friends", 3),
    ("Three friends", 3),
    ("Four workers", 4),
    ("{agent} and nine classmates", 10),
)

# Time units a unit mention may be changed to (every lane's table of seconds has these).
TIME_UNITS: Final = ("second", "minute", "hour", "day")
# Every time unit a structured field may hold.
ALL_TIME_UNITS: Final = ("second", "minute", "hour", "day", "week")

# Situation sentences, inserted before the question. Placeholders: {name} an entity of a change
# seed, {unit} the counted thing, {subject} a rate's agent.
LEDGER_UNKNOWN: Final = (
    "Then {name} throws away some {unit}.",
    "Then {name} loses a few {unit}.",
    "Then {name} finds some more {unit}.",
)
# (sentence, the signed change it makes to {name}'s count)
LEDGER_KNOWN: Final = (
    ("Then {name} throws away 3 {unit}.", -3),
    ("Then {name} finds 4 more {unit}.", 4),
    ("Then {name} loses 2 {unit}.", -2),
)
# (A pause is not listed: a question that fixes the working time, "if both run for 4 minutes",
# could be read as overriding it.)
RATE_SITUATIONS: Final = (
    "Partway through, {subject} slows down.",
    "After a while, {subject} speeds up.",
    "For part of the time, {subject} goes twice as fast.",
)
COMBINED_SITUATIONS: Final = (
    "Partway through, one of them slows down.",
    "After a while, one of them speeds up.",
    "For part of the time, one of them goes twice as fast.",
)
GROUPING_SITUATIONS: Final = (
    "Some of the {unit} are lost.",
    "A few more {unit} are added.",
)
# An errand of no count by the one a question asks what they have ("how many {unit} does {name}
# have", "how much money does {name} have"), after everything the text tells: they bought some of
# what is asked, or spent money on something, by an amount no reader can know.
ERRAND_FOR_ITEMS: Final = "Then {name} went to the store to buy some {unit}."
ERRAND_FOR_MONEY: Final = "Then {name} went shopping and bought a hat."

# Words or phrases that change the meaning without a number, by seed shape: (old, new). Each is
# applied only where `old` occurs exactly once, and each leaves the answer unknowable.
MEANING_PHRASES: Final = {
    "grouping": (
        ("shared equally", "shared unequally"),
        ("divided equally", "divided unequally"),
        ("split equally", "split unequally"),
        ("Each bag", "One bag"),
        ("Each team", "One team"),
        (" in each.", " in one of them."),
    ),
    "combined_rate": (
        ("Working together", "Working in turns"),
        ("work together", "work in turns"),
        ("Together,", "In turns,"),
        (" together ", " in turns "),
        (" together?", " in turns?"),
        ("at the same time", "one at a time"),
        ("Starting from empty", "Starting from half full"),
        ("Starting empty", "Starting half full"),
        ("if it starts empty", "if it starts half full"),
    ),
    "rate": (("At this same rate,", "At a different rate,"),),
}

# Direction swaps in a change sentence: (pattern, replacement). Each turns a gain into a loss of
# the same amount or back; a sentence is swapped only when exactly one pattern matches it.
LEDGER_SWAPS: Final = (
    (r"\bgives away\b", "receives"),
    (r"\bgave away\b", "received"),
    (r"\bgives (\S+(?: [a-z]+)?) to\b", r"gets \1 from"),
    (r"\bgave (\S+(?: [a-z]+)?) to\b", r"got \1 from"),
    (r"\bloses\b", "finds"),
    (r"\blost\b", "found"),
    (r"\bfinds\b", "loses"),
    (r"\bsells\b", "buys"),
    (r"\bsold\b", "bought"),
    (r"\bbuys (\S+) more\b", r"sells \1"),
    (r"\bbought (\S+) more\b", r"sold \1"),
    (r"\bspends\b", "earns"),
    (r"\bspent\b", "earned"),
    (r"\beats\b", "picks"),
    (r"\bpicks (\S+) more\b", r"eats \1"),
)
# Direction swaps in a combined-rate text: (pattern, replacement, effect). "sum": the outflow
# becomes an inflow, so the two rates add; "no_inflow": the inflow becomes an outflow, so the
# tank never fills (used for time questions only).
COMBINED_SWAPS: Final = (
    (r"\bremoves ([0-9][0-9,]*) (\w+) per (\w+)\b(?! from)", r"adds \1 \2 per \3", "sum"),
    (r"\bdrains it at\b", "fills it at", "sum"),
    (r"\bfills a (tank|tub) at\b", r"drains a \1 at", "no_inflow"),
)

# Negation of a statement's first finite verb.
NEGATED_AUXILIARIES: Final = {
    "is": "is not",
    "are": "are not",
    "was": "was not",
    "were": "were not",
    "can": "cannot",
    "could": "could not",
    "has": "does not have",
    "had": "did not have",
}
IRREGULAR_PAST: Final = {
    "ate": "eat",
    "bought": "buy",
    "found": "find",
    "gave": "give",
    "got": "get",
    "lost": "lose",
    "made": "make",
    "ran": "run",
    "sold": "sell",
    "spent": "spend",
    "took": "take",
    "wrote": "write",
}
# Verbs whose third-person "-s" form is negated as "does not <verb>" (and "-ed" as "did not").
VERBS: Final = frozenset(
    [
        "add",
        "assemble",
        "bake",
        "buy",
        "cut",
        "deliver",
        "drain",
        "eat",
        "fill",
        "find",
        "flow",
        "fold",
        "get",
        "give",
        "grade",
        "harvest",
        "hold",
        "lay",
        "leak",
        "lose",
        "make",
        "move",
        "pack",
        "paint",
        "pick",
        "pour",
        "print",
        "rake",
        "read",
        "remove",
        "run",
        "scoop",
        "sell",
        "shuck",
        "spend",
        "stuff",
        "travel",
        "type",
        "wash",
        "work",
        "write",
    ]
)

# Pronouns, by gender; a question pronoun after an auxiliary is swapped with its counterpart.
MALE: Final = frozenset(("he", "him", "his", "himself"))
FEMALE: Final = frozenset(("she", "her", "hers", "herself"))
PRONOUN_SWAP: Final = {"he": "she", "she": "he", "him": "her", "her": "him"}
# Words after which a question names whom it asks about: "does he", "can Ana", "take her".
ASKING_WORDS: Final = ("does", "do", "did", "can", "could", "will", "would", "take", "takes")

# Capitalised words that are not people.
NOT_NAMES: Final = frozenset(
    [
        "A",
        "An",
        "The",
        "How",
        "What",
        "Then",
        "There",
        "Each",
        "One",
        "Two",
        "Three",
        "Four",
        "Five",
        "Six",
        "Seven",
        "Eight",
        "Nine",
        "Ten",
        "Both",
        "If",
        "In",
        "At",
        "On",
        "For",
        "From",
        "After",
        "Later",
        "During",
        "When",
        "While",
        "Every",
        "All",
        "This",
        "That",
        "These",
        "Those",
        "Their",
        "Its",
        "It",
        "He",
        "She",
        "They",
        "His",
        "Her",
        "We",
        "You",
        "I",
        "So",
        "But",
        "And",
        "Also",
        "Of",
        "By",
        "Some",
        "Half",
        "Working",
        "Starting",
        "Together",
        "Typing",
        "Hose",
        "Pipe",
        "Water",
        "Using",
        "Farmer",
        "Mr",
        "Ms",
        "Mrs",
        "Dr",
        "Partway",
        "Neither",
        "Only",
        "Another",
        "Second",
        "First",
    ]
)
# Words for people who are not named: a new name could be one of them, so asking about a new
# name is not certainly about someone unknown.
ROLE_NOUNS: Final = frozenset(
    [
        "brother",
        "sister",
        "son",
        "daughter",
        "mother",
        "father",
        "mom",
        "dad",
        "wife",
        "husband",
        "friend",
        "friends",
        "teacher",
        "baker",
        "farmer",
        "worker",
        "workers",
        "man",
        "woman",
        "boy",
        "girl",
        "kid",
        "kids",
        "child",
        "children",
        "student",
        "students",
        "people",
        "person",
        "neighbor",
        "cousin",
        "aunt",
        "uncle",
        "grandma",
        "grandpa",
        "team",
        "crew",
    ]
)
# Words ending in "." that do not end a sentence.
ABBREVIATIONS: Final = frozenset(("Mr.", "Ms.", "Mrs.", "Dr.", "St.", "a.m.", "p.m.", "vs."))
# A unit written inside another word: a unit mention there cannot be changed on its own.
UNIT_ABBREVIATIONS: Final = r"\b(?:mph|wpm|kph|km/h)\b|/(?:second|minute|hour|day|week)\b"

# Verbs whose effect on holdings no word fixes, each with the tense it replaces: present, past.
UNFIXED: Final = (
    ("breaks", "broke"), ("uses", "used"), ("picks", "picked"), ("pops", "popped"), ("tears", "tore"),
)  # fmt: skip
# How many times itself a holder is said to hold: only 0 satisfies any of them.
ONLY_ZERO_FACTORS: Final = ("twice", "3 times", "half")
# Change verbs a ledger states, present and past, that an unfixed verb may stand in for.
FIXED_CHANGES: Final = {
    "buys": 0, "gets": 0, "finds": 0, "receives": 0, "wins": 0, "collects": 0, "loses": 0, "eats": 0,
    "sells": 0, "bought": 1, "got": 1, "found": 1, "received": 1, "won": 1, "collected": 1, "lost": 1,
    "ate": 1, "sold": 1,
}  # fmt: skip
# Containers, machines, vehicles and places a question may name, each with a near neighbour that
# is another thing (singular and plural alike).
NEIGHBOURS: Final = {
    "tank": "bucket", "pool": "tub", "tub": "pool", "basin": "sink", "bucket": "barrel", "barrel": "bucket",
    "machine": "truck", "machines": "trucks", "printer": "copier", "printers": "copiers", "copier": "printer",
    "copiers": "printers", "hose": "pump", "hoses": "pumps", "pipe": "drain", "pipes": "drains", "oven": "stove",
    "ovens": "stoves", "truck": "van", "trucks": "vans", "car": "bus", "cars": "buses", "faucet": "shower",
    "faucets": "showers", "tap": "shower", "taps": "showers", "vat": "jug", "sink": "basin",
    "bus": "train", "buses": "trains", "van": "truck", "vans": "trucks", "boat": "ship", "boats": "ships",
    "box": "bag", "boxes": "bags", "jar": "tin", "jars": "tins", "bag": "box", "bags": "boxes",
    "basket": "crate", "baskets": "crates", "album": "binder", "shelf": "drawer", "shelves": "drawers",
    "store": "mall", "shop": "market", "bakery": "diner", "library": "museum", "school": "office",
    "farm": "ranch", "garden": "park", "park": "garden", "garage": "shed", "shelter": "zoo", "zoo": "shelter",
    "warehouse": "depot", "greenhouse": "barn", "barn": "greenhouse", "classroom": "gym", "hall": "gym",
    "yard": "field", "field": "yard", "island": "lake", "reservoir": "lake", "class": "club", "club": "class",
}  # fmt: skip
# Conditions that name a person ("{name}") and change nothing else a question could ask.
CONDITIONS: Final = ("If {name} helps, ", "If {name} is there too, ")
# How a kin noun turns around: (the kin's gender, what the possessor is to the kin, female and male).
KIN: Final = {
    "brother": ("male", "sister", "brother"), "sister": ("female", "sister", "brother"),
    "mother": ("female", "daughter", "son"), "father": ("male", "daughter", "son"),
    "mom": ("female", "daughter", "son"), "dad": ("male", "daughter", "son"),
    "son": ("male", "mother", "father"), "daughter": ("female", "mother", "father"),
    "aunt": ("female", "niece", "nephew"), "uncle": ("male", "niece", "nephew"),
    "grandmother": ("female", "granddaughter", "grandson"), "grandfather": ("male", "granddaughter", "grandson"),
    "wife": ("female", "wife", "husband"), "husband": ("male", "wife", "husband"),
}  # fmt: skip
# Items a second purchase may be of (the first the text does not mention is used), and their prices:
# the first price whose discounted or taxed value is whole.
SECOND_ITEMS: Final = ("lamp", "scarf", "kettle")
SECOND_PRICES: Final = (10, 20, 40, 50, 100)
# Words that scope a discount or tax to everything bought ("10% tax on everything").
WHOLE_SCOPE: Final = frozenset(("everything", "total", "all", "whole", "entire"))
# Days a week a schedule may name; a calendar span is asked that is no whole number of weeks.
SCHEDULE_DAYS: Final = (3, 5)
CALENDAR_SPANS: Final = (10, 12)

# Words a sentence may not hold to be moved past another: order, reference and time live in them.
ORDERED_WORDS: Final = frozenset(
    [
        "then",
        "now",
        "left",
        "rest",
        "remaining",
        "remainder",
        "other",
        "others",
        "also",
        "too",
        "after",
        "before",
        "later",
        "first",
        "second",
        "third",
        "last",
        "next",
        "finally",
        "this",
        "that",
        "these",
        "those",
        "it",
        "its",
        "they",
        "them",
        "their",
        "he",
        "she",
        "him",
        "his",
        "her",
        "each",
        "such",
        "same",
        "so",
        "more",
        "total",
        "altogether",
        "together",
        "all",
        "both",
        "every",
        "if",
        "when",
        "while",
        "but",
        "still",
        "already",
        "again",
    ]
)
