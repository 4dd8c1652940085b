"""Standing orders (/auto): moves a player gives in advance, made by the bot while the situation they were set in
holds. Pure, like the rest of the engine: `model.py` is an order and its words, `judge.py` decides what an order does
in a position (always one of the moves the active step lists, never a move its owner could not make by hand);
`plans.py` is a plan (/plan, issue 49): the moves a player queues, each made only while still what they meant."""

from engine.orders.judge import Act, Done, Review, Stopped, decide, disturbed, expired, review, share_deal
from engine.orders.model import Order, as_set_now, companies, describe, new_order

__all__ = ["Act", "Done", "Order", "Review", "Stopped", "as_set_now", "companies", "decide", "describe", "disturbed", "expired",
           "new_order", "review", "share_deal"]
