// Placeholder until the CLI lands.
print("choreo")
