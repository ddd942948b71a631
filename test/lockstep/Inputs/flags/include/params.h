#define OFFSET 7
