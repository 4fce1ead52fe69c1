import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** A section's save: resolves true when its changes were stored (errors stay shown at fields). */
export type SectionSave = (options: { quiet: boolean }) => Promise<boolean>;

interface Registry {
  report: (key: string, dirty: boolean, save: SectionSave) => void;
  leave: (key: string) => void;
}

const RegistryContext = createContext<Registry | null>(null);

export interface SaveAll {
  /** Sections with unsaved changes. */
  dirtyKeys: string[];
  /** Saves every dirty section in page order; true when all of them succeeded. */
  saveAll: () => Promise<boolean>;
}

/**
 * Lets 'Save Update' save every section that has unsaved changes, and the page warn before
 * leaving while any has. Each section reports its dirty flag and save function.
 */
export function SaveRegistryProvider({
  children,
  onChange,
}: {
  children: ReactNode;
  onChange: (api: SaveAll) => void;
}) {
  const saves = useRef(new Map<string, SectionSave>());
  const [dirty, setDirty] = useState<string[]>([]);

  const registry = useMemo<Registry>(
    () => ({
      report: (key, isDirty, save) => {
        saves.current.set(key, save);
        setDirty((current) => {
          const has = current.includes(key);
          if (isDirty === has) return current;
          return isDirty ? [...current, key] : current.filter((k) => k !== key);
        });
      },
      leave: (key) => {
        saves.current.delete(key);
        setDirty((current) => current.filter((k) => k !== key));
      },
    }),
    [],
  );

  const saveAll = useCallback(async () => {
    let ok = true;
    for (const [key, save] of saves.current) {
      if (!dirty.includes(key)) continue;
      // One at a time: a photo upload and a profile PATCH must not race on the same row.
      if (!(await save({ quiet: true }))) ok = false;
    }
    return ok;
  }, [dirty]);

  useEffect(() => onChange({ dirtyKeys: dirty, saveAll }), [dirty, saveAll, onChange]);

  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

/** Called by each section on every render with its current state. */
export function useSectionSave(key: string, dirty: boolean, save: SectionSave): void {
  const registry = useContext(RegistryContext);
  const saveRef = useRef(save);
  saveRef.current = save;
  const stableSave = useCallback<SectionSave>((options) => saveRef.current(options), []);
  useEffect(() => {
    registry?.report(key, dirty, stableSave);
  }, [registry, key, dirty, stableSave]);
  useEffect(() => () => registry?.leave(key), [registry, key]);
}
