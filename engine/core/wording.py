"""Small pieces of English shared by every title's messages."""

from __future__ import annotations

# Short all-capital names read as words, not letter by letter (Rockfourd, the Milwaukee Road, Northern Ontario).
_READ_AS_WORDS = frozenset({"ONE", "ROCK", "MILW", "MINE", "NONT"})


def article(name: str) -> str:
    """'a' or 'an' before `name` as it is read aloud: "an IC", "an NYC", "an SL", "a PS&W", "a Monon", "a ROCK",
    "an E". A short all-capital name (at most four letters, '&' aside) is read letter by letter."""
    letters = name.replace("&", "")
    if not letters:
        return "a"
    if letters.isupper() and len(letters) <= 4 and name not in _READ_AS_WORDS:
        return "an" if letters[0] in "AEFHILMNORSX8" else "a"
    if name.upper().startswith(("ONE", "UNI", "EU")):
        return "a"
    return "an" if letters[0].upper() in "AEIOU8" else "a"


def with_article(name: str) -> str:
    """`name` with its article: "an IC", "a PS&W"."""
    return f"{article(name)} {name}"
