/// CalcRates: reading, caching and embedding exchange-rate tables for calc.
enum CalcRatesModule {}
