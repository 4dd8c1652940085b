"""The one exception a refused move raises: its message is the sentence players see."""

import re

# A dollar amount of four digits or more written without its thousands comma ("$1500", not a typed "$1500.5" or a
# "$1500x" quoted back): every refusal shows amounts as players read them, "$1,500".
_BARE_DOLLARS = re.compile(r"\$(\d{4,})(?![\w,.]\d|\w)")


def _with_commas(sentence: str) -> str:
    return _BARE_DOLLARS.sub(lambda m: f"${int(m[1]):,}", sentence)


class IllegalAction(Exception):
    """A move the rules refuse. `str(error)` is one clear sentence, amounts as "$1,500"; the game is unchanged."""

    def __init__(self, sentence: str) -> None:
        sentence = _with_commas(sentence.strip())
        if sentence and sentence[-1] not in ".!?":
            sentence += "."
        self.phrase = sentence  # as written, not capitalised: for quoting inside another sentence
        super().__init__(sentence[:1].upper() + sentence[1:])
