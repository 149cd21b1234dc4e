from lotr_table.cli import main

raise SystemExit(main())
