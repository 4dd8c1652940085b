"""What every family's pictures share: style (colours, fonts), panels, the status card, hex geometry, PNG pictures."""
