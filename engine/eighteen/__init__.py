"""The 18xx family: titles where players are investors and railroads are companies with
presidents, built from shared rounds and steps (engine/core/flow.py)."""
