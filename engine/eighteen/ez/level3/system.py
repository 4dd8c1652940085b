"""The Black Line (18EZ Level 3, 2.12): its shares go on sale in the Share Dealing Round after the
first type 4 train; at the end of the Operating Round in which the first type 5 is bought, the
Obsidian Railroad's owner becomes its president with $750 from the bank, par and value $150, and
each minor railroad in numerical order hands over its trains, treasury and station and is
exchanged for one Black Line share; presidency may then change as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.eighteen.ez.level3.contract import Level3Game as EZLevel3


def open_system_shares(g: EZLevel3, messages: list[str]) -> None:
    """The Black Line's IPO shares go on sale at its par value."""
    spec, state = g.system_spec, g.state
    company = state.companies[spec.id]
    company.par = spec.par
    state.tokens.place(spec.id, g.system_cell())
    state.system_shares_open = True
    messages.append(f"{spec.name} shares are on sale from now on: {company.ipo} in the IPO at ${spec.par}.")


def form_system(g: EZLevel3, messages: list[str]) -> None:
    """Form the Black Line (2.12): the Obsidian Railroad's owner presides and the minors merge into it."""
    state, spec = g.state, g.system_spec
    company = state.companies[spec.id]
    if not state.system_shares_open:
        open_system_shares(g, messages)
    state.system_formed = True
    owner = state.privates[g.system_private].player
    messages.append(f"{spec.name} forms.")
    if owner is not None:
        investor = state.investors[owner]
        investor.shares[spec.id] = investor.held(spec.id) + 2
        company.president = owner
        messages.append(f"{g.player_name(owner)} exchanges the {g.private_name(g.system_private)} for {spec.name}'s "
                        f"President's Certificate and becomes its president.")
    state.privates[g.system_private].closed = True
    company.par, company.floated = spec.par, True
    state.tokens.move([(spec.id, g.system_cell())], g.market)
    g.pay_treasury(company, spec.treasury, messages)
    messages.append(f"{spec.name} receives ${spec.treasury} from the bank; its par and share value are ${spec.par}.")
    for minor_id in sorted(state.minors, key=g.minor_number):
        minor = state.minors.pop(minor_id)
        company.cash += minor.cash
        company.trains += minor.trains
        for held in state.track.tokens.values():
            if minor_id in held:
                held[held.index(minor_id)] = spec.id
        handed = ", ".join(minor.trains) or "no trains"
        messages.append(f"{minor_id} hands {spec.name} ${minor.cash} and {handed}; its station becomes a {spec.name} station.")
        if minor.president is not None:
            investor = state.investors[minor.president]
            investor.shares[spec.id] = investor.held(spec.id) + 1
            messages.append(f"{g.player_name(minor.president)} exchanges {minor_id}'s charter for a {spec.name} share.")
        g.update_president(company, messages)
    g.enforce_train_limits(messages)
