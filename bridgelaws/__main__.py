"""`python -m bridgelaws`: the same as the `bridgelaws` command."""

from bridgelaws.cli import main

if __name__ == "__main__":
    main()
