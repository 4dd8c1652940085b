"""Players' names as they are compared: two names are one when they differ only by capitals or by Unicode form."""

from __future__ import annotations

import unicodedata


def name_key(name: str) -> str:
    """The form names are compared in: NFKC-normalised and casefolded (Unicode's NFKC_Casefold, near enough), so
    "Émile", "émile" and "EMILE" with a combining accent are one name in SQLite and PostgreSQL alike, and
    full-width or ligature look-alikes ("Ａnn", "ﬁona") are the plain letters."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name.strip()).casefold())
