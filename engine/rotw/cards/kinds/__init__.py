"""The kinds of Railroad Operations card, one module per kind or per family of kinds; each registers its `Kind`
records (engine/rotw/cards/registry.py), which finds the modules here by name: this file imports none of them."""
