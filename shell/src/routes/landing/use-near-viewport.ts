import { useEffect, useRef, useState } from 'react';

// True once the element comes within `rootMargin` of the viewport (or right after the first
// render when `initially` is set: the first render must equal the pre-rendered page, which
// knows no viewport and no #hash). Without IntersectionObserver it answers true at once, so
// content is never withheld from older browsers.
export function useNearViewport<T extends Element>(rootMargin: string, initially = false) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return undefined;
    if (initially) {
      setNear(true);
      return undefined;
    }
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, initially]);

  return [ref, near] as const;
}
