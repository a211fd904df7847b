// calc's own answer to the Swift runtime's question "what are argc and argv?"
// (Arguments.c): nothing to call from Swift.
#ifndef CARGUMENTS_H
#define CARGUMENTS_H
#endif
