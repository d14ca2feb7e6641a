import { useState } from 'react';
import { useSearchParam } from '../../../ui/url-state/useSearchParam';
import { idParam } from '../../../ui/url-state/codecs';

/** The space chosen in the tree, kept in the URL (`space=`), and its name once the tree has it (it opens at the URL's space). */
export function useSpaceChoice() {
  const [space, setSpace] = useSearchParam('space', idParam, '');
  const [name, setName] = useState('');
  return {
    space,
    spaceName: name || space,
    choose: (did: string, chosenName = '') => {
      setSpace(did);
      setName(chosenName);
    },
  };
}
