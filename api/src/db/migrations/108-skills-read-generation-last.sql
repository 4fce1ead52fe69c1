-- A skill statement's read-generation bump (107) must be the last lock it takes. PostgreSQL fires
-- the statement triggers of one event in the order of their names, and "skills_read_generation_trg"
-- fired before skills_removed_trg and skills_renamed_trg (which lock the owners, the skill catalog
-- and search_state) but after skills_added_trg: a removal took read_state first and an addition took
-- it last, so two talents' skill writes at once could each wait on the other's lock ("deadlock
-- detected"). Named to sort after every skills_* trigger of migrations 011-069, the bump now comes
-- last on every event, after the same locks in the same order for every writer.
ALTER TRIGGER skills_read_generation_trg ON skills RENAME TO skills_then_read_generation_trg;
