import { useState } from 'react';
import { useParamGroup } from '../../../ui/url-state/useParamGroup';
import { idParam } from '../../../ui/url-state/codecs';

const CODECS = { space: idParam, device: idParam };

/**
 * Where a device list looks, kept in the URL: the space chosen in the tree (`space=`, and its name
 * once the tree has it: it opens at the URL's space), or one device (`device=`, as a scanned label
 * opens it). Choosing a space shows all of it again.
 */
export function useSpaceChoice() {
  const [read, patch] = useParamGroup(CODECS);
  const [name, setName] = useState('');
  const space = read.space ?? '';
  return {
    space,
    spaceName: name || space,
    /** The one device shown ('' = every device of the space or store). */
    device: read.device ?? '',
    choose: (did: string, chosenName = '') => {
      patch({ space: did, device: '' });
      setName(chosenName);
    },
    showAll: () => patch({ device: '' }),
  };
}
