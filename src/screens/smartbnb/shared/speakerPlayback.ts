import type { SpeakerState } from '../../../api/devices/types';

/** What a room speaker is doing, as the words `smartbnb.music.state.*` name it. */
export const speakerPlayback = (state: SpeakerState): 'off' | 'playing' | 'paused' => (!state.on ? 'off' : state.playing ? 'playing' : 'paused');
