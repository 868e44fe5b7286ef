"""Count nouns: the things problems count, as (singular, plural). One table for every reader.

A noun outside this table is not read as a unit by any organ; the table grows deliberately,
each addition with a fixture that needs it.
"""

from __future__ import annotations

from typing import Final

COUNT_NOUNS: Final[tuple[tuple[str, str], ...]] = (
    ("liter", "liters"), ("litre", "litres"), ("gallon", "gallons"), ("quart", "quarts"),
    ("cup", "cups"), ("ounce", "ounces"), ("bucket", "buckets"),
    ("room", "rooms"), ("wall", "walls"), ("fence", "fences"), ("house", "houses"),
    ("word", "words"), ("page", "pages"), ("letter", "letters"), ("email", "emails"),
    ("envelope", "envelopes"), ("card", "cards"), ("flyer", "flyers"), ("poster", "posters"),
    ("brick", "bricks"), ("tile", "tiles"), ("box", "boxes"), ("bottle", "bottles"),
    ("crate", "crates"), ("bag", "bags"), ("package", "packages"), ("parcel", "parcels"),
    ("widget", "widgets"), ("toy", "toys"), ("part", "parts"), ("shirt", "shirts"),
    ("sock", "socks"), ("hat", "hats"), ("cookie", "cookies"), ("cake", "cakes"),
    ("pie", "pies"), ("muffin", "muffins"), ("cupcake", "cupcakes"), ("pizza", "pizzas"),
    ("sandwich", "sandwiches"), ("apple", "apples"), ("orange", "oranges"), ("egg", "eggs"),
    ("oyster", "oysters"), ("car", "cars"), ("tree", "trees"), ("photo", "photos"), ("bead", "beads"),
    ("bracelet", "bracelets"), ("ticket", "tickets"), ("problem", "problems"),
    ("question", "questions"), ("lap", "laps"), ("mile", "miles"), ("kilometer", "kilometers"),
    ("meter", "meters"), ("pound", "pounds"), ("kilogram", "kilograms"), ("log", "logs"),
    # R1 / R2 fixtures
    ("marble", "marbles"), ("pencil", "pencils"), ("sticker", "stickers"), ("crayon", "crayons"),
    ("candy", "candies"), ("flower", "flowers"), ("book", "books"), ("chair", "chairs"),
    ("shell", "shells"), ("stamp", "stamps"), ("pen", "pens"), ("coin", "coins"),
    ("balloon", "balloons"), ("student", "students"), ("plant", "plants"), ("seed", "seeds"),
)  # fmt: skip
PLURAL_OF: Final[dict[str, str]] = {
    spelling: plural for singular, plural in COUNT_NOUNS for spelling in (singular, plural)
}
