/// Arbitrary-precision integers for calc (placeholder).
enum ExactIntegersModule {}
