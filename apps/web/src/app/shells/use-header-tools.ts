import { useEffect, useState } from "react";

type HeaderToolsModule = typeof import("./HeaderTools");

let loaded: HeaderToolsModule | undefined;

/**
 * The header's find box and account menu, loaded when the shell first renders (while the site
 * state is being asked for), so they are usually there by the time the shell draws its header;
 * undefined until then. A chunk that fails to load fails the shell like a screen's would.
 */
export function useHeaderTools(): HeaderToolsModule["HeaderTools"] | undefined {
  const [state, setState] = useState<{ module?: HeaderToolsModule; error?: unknown }>(() => ({
    module: loaded,
  }));
  useEffect(() => {
    if (state.module) return;
    let live = true;
    import("./HeaderTools").then(
      (module) => {
        loaded = module;
        if (live) setState({ module });
      },
      (error: unknown) => {
        if (live) setState({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [state.module]);
  if (state.error) throw state.error;
  return state.module?.HeaderTools;
}
