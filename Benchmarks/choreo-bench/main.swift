// Placeholder until the benchmarks land.
print("choreo-bench")
