-- The words a search can expand against (decision 032): the API keeps the small catalogs
-- (skill_catalog, search_tokens, search_word_variants) in memory and expands typed words there,
-- and every search statement reads `catalog_generation` back. It changes with every committed
-- change to the SET of words: a word appearing (inserted, or its talent count leaving 0), a word
-- disappearing (count back to 0, deleted) or renamed. Count changes of words in use do not
-- bump it (the search reads live counts in its own statement where they decide anything), so
-- the 20 profile/skill writes a second of the benchmark leave the in-memory catalog valid.
ALTER TABLE search_state ADD COLUMN catalog_generation bigint NOT NULL DEFAULT 0;

CREATE FUNCTION bump_catalog_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_state SET catalog_generation = catalog_generation + 1 WHERE id = 1;
  RETURN NULL;
END $$;

-- Deferred to commit: search_state is then already locked by the same transaction (the
-- generation bump of every talents/skills write), so this adds no lock taken in the middle of
-- the catalog updates (which would let two writers deadlock on search_state vs a catalog row).
CREATE CONSTRAINT TRIGGER skill_catalog_words_added_trg AFTER INSERT ON skill_catalog
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.talent_count > 0)
  EXECUTE FUNCTION bump_catalog_generation();
CREATE CONSTRAINT TRIGGER skill_catalog_words_changed_trg AFTER UPDATE ON skill_catalog
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.talent_count > 0) <> (NEW.talent_count > 0)
        OR OLD.skill_name IS DISTINCT FROM NEW.skill_name OR OLD.skill_key <> NEW.skill_key)
  EXECUTE FUNCTION bump_catalog_generation();
CREATE CONSTRAINT TRIGGER skill_catalog_words_removed_trg AFTER DELETE ON skill_catalog
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.talent_count > 0)
  EXECUTE FUNCTION bump_catalog_generation();

CREATE CONSTRAINT TRIGGER search_tokens_words_added_trg AFTER INSERT ON search_tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.talent_count > 0)
  EXECUTE FUNCTION bump_catalog_generation();
CREATE CONSTRAINT TRIGGER search_tokens_words_changed_trg AFTER UPDATE ON search_tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.talent_count > 0) <> (NEW.talent_count > 0)
        OR OLD.kind <> NEW.kind OR OLD.word <> NEW.word)
  EXECUTE FUNCTION bump_catalog_generation();
CREATE CONSTRAINT TRIGGER search_tokens_words_removed_trg AFTER DELETE ON search_tokens
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.talent_count > 0)
  EXECUTE FUNCTION bump_catalog_generation();

-- Variants change only by hand or by a migration: any change counts.
CREATE TRIGGER search_word_variants_changed_trg
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_word_variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_generation();
