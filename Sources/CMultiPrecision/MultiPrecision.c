#include "CMultiPrecision.h"
#include <stdlib.h>

void calc_mpz_set_words(mpz_ptr z, const uint64_t *words, size_t count, int negative) {
    mpz_import(z, count, -1, sizeof(uint64_t), 0, 0, words);
    if (negative) mpz_neg(z, z);
}

size_t calc_mpz_word_count(mpz_srcptr z) {
    return (mpz_sizeinbase(z, 2) + 63) / 64;
}

int calc_mpz_get_words(mpz_srcptr z, uint64_t *words) {
    size_t written = 0;
    mpz_export(words, &written, -1, sizeof(uint64_t), 0, 0, z);
    return mpz_sgn(z);
}

mpfi_ptr calc_mpfi_new(mpfr_prec_t precision) {
    mpfi_ptr x = malloc(sizeof(__mpfi_struct));
    if (x == NULL) abort();
    mpfi_init2(x, precision);
    return x;
}

void calc_mpfi_delete(mpfi_ptr x) {
    mpfi_clear(x);
    free(x);
}

int calc_mpfi_is_strictly_positive(mpfi_srcptr x) { return mpfi_is_strictly_pos(x); }
int calc_mpfi_is_strictly_negative(mpfi_srcptr x) { return mpfi_is_strictly_neg(x); }
