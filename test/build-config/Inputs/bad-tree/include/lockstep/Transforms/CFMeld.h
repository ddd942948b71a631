// A pass header.
