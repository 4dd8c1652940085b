"""Project tools (not part of the bot): data generators and the like."""
