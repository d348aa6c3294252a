import { type RefObject, useEffect, useRef } from 'react';

/** True while the component is mounted: a call that ends after the modal closed must not set its state. */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
