"""Standing orders (/auto): moves a player gives in advance, made by the bot while the situation they were set in
holds. Pure, like the rest of the engine: `model.py` is an order and its words, `judge.py` decides what an order does
in a position (always one of the moves the active step lists, never a move its owner could not make by hand)."""

from engine.orders.judge import Act, Done, Review, decide, disturbed, expired, review, share_deal
from engine.orders.model import Order, as_set_now, companies, describe, new_order

__all__ = ["Act", "Done", "Order", "Review", "as_set_now", "companies", "decide", "describe", "disturbed", "expired",
           "new_order", "review", "share_deal"]
