-- Which words each catalog_generation step (migration 062) added or removed, kept for the last
-- 100 steps. A search that finds the generation moved on since the API read its catalog gets
-- these words in the same statement, and runs again only when one of them could match what it
-- was looking for (decision 032): a skill a talent added somewhere does not redo a name search.
CREATE TABLE search_word_changes (
  catalog_generation bigint NOT NULL,
  -- s = skill key, n / t / c = name / title / city word, v = the variants changed (word '').
  kind text NOT NULL,
  word text NOT NULL
);
CREATE INDEX search_word_changes_generation_idx ON search_word_changes (catalog_generation);

CREATE OR REPLACE FUNCTION bump_catalog_generation() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g bigint;
BEGIN
  UPDATE search_state SET catalog_generation = catalog_generation + 1 WHERE id = 1
    RETURNING catalog_generation INTO g;
  IF TG_TABLE_NAME = 'skill_catalog' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO search_word_changes VALUES (g, 's', OLD.skill_key);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.skill_key <> OLD.skill_key) THEN
      INSERT INTO search_word_changes VALUES (g, 's', NEW.skill_key);
    END IF;
  ELSIF TG_TABLE_NAME = 'search_tokens' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO search_word_changes VALUES (g, OLD.kind, OLD.word);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.kind <> OLD.kind OR NEW.word <> OLD.word) THEN
      INSERT INTO search_word_changes VALUES (g, NEW.kind, NEW.word);
    END IF;
  ELSE
    INSERT INTO search_word_changes VALUES (g, 'v', '');
  END IF;
  DELETE FROM search_word_changes WHERE catalog_generation <= g - 100;
  RETURN NULL;
END $$;
