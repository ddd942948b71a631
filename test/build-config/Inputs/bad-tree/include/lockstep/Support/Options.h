// Support.
