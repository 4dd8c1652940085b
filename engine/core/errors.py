"""The one exception a refused move raises: its message is the sentence players see."""


class IllegalAction(Exception):
    """A move the rules refuse. `str(error)` is one clear sentence; the game is unchanged."""

    def __init__(self, sentence: str) -> None:
        sentence = sentence.strip()
        if sentence and sentence[-1] not in ".!?":
            sentence += "."
        self.phrase = sentence  # as written, not capitalised: for quoting inside another sentence
        super().__init__(sentence[:1].upper() + sentence[1:])
