-- Which talents each write to talents changed, under the search generation it moved
-- search_state to (issue 31): every API instance keeps the talents' search and filter fields in
-- memory (domains/search/talent-index) for the recruiter's filtered searches and, when a
-- request's search generation is past its own, reads only the talents changed since. A skill or
-- experience write reaches talents too (search_ids, experience_since), so it is recorded here.
-- The search_state row is locked by each writer until it commits, so generations commit in
-- order: a reader that sees generation G sees every change up to G and none after it.
CREATE TABLE talent_changes (
  generation bigint NOT NULL,
  -- NULL: a bulk write or a TRUNCATE; a reader loads every talent again.
  id_user    bigint
);
CREATE INDEX talent_changes_generation_idx ON talent_changes (generation);

-- Moves the search generation (as migration 011's trigger did) and records the changed talents.
-- Rows further back than TALENT_CHANGES_KEPT generations are dropped now and then: an instance
-- that far behind loads every talent again instead (talent-index-sync.ts holds the same figure).
CREATE FUNCTION record_talent_changes(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g bigint;
BEGIN
  UPDATE search_state SET generation = generation + 1 WHERE id = 1
    RETURNING generation INTO g;
  IF ids IS NULL OR cardinality(ids) > 1000 THEN
    INSERT INTO talent_changes (generation, id_user) VALUES (g, NULL);
  ELSE
    INSERT INTO talent_changes (generation, id_user) SELECT g, unnest(ids);
  END IF;
  IF g % 500 = 0 THEN
    DELETE FROM talent_changes WHERE generation <= g - 20000;
  END IF;
END $$;

-- One function per event: a statement trigger sees only the transition table it declares.
CREATE FUNCTION talents_inserted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM new_talents));
  RETURN NULL;
END $$;
CREATE FUNCTION talents_updated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM new_talents));
  RETURN NULL;
END $$;
CREATE FUNCTION talents_deleted_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_talent_changes(ARRAY(SELECT id_user FROM old_talents));
  RETURN NULL;
END $$;
CREATE FUNCTION talents_truncated_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_talent_changes(NULL);
  RETURN NULL;
END $$;

-- Named as the trigger they replace begins, so they fire at its place among the talents'
-- statement triggers (by name).
DROP TRIGGER talents_search_generation_trg ON talents;
CREATE TRIGGER talents_search_generation_delete_trg AFTER DELETE ON talents
  REFERENCING OLD TABLE AS old_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_deleted_changes();
CREATE TRIGGER talents_search_generation_insert_trg AFTER INSERT ON talents
  REFERENCING NEW TABLE AS new_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_inserted_changes();
CREATE TRIGGER talents_search_generation_truncate_trg AFTER TRUNCATE ON talents
  FOR EACH STATEMENT EXECUTE FUNCTION talents_truncated_changes();
CREATE TRIGGER talents_search_generation_update_trg AFTER UPDATE ON talents
  REFERENCING NEW TABLE AS new_talents FOR EACH STATEMENT EXECUTE FUNCTION talents_updated_changes();
