import type { Api } from '../../../api';
import { smartbnbApi } from '../../../api/smartbnb';
import type { SceneName, SceneRun, SpeakerCmd } from '../../../api/smartbnb/types';
import type { CommandSource } from '../../../ui/command';
import { deviceResults } from '../../../ui/command/deviceCommands';
import type { RoomAt } from '../shared/roomAt';

/** The room speaker's commands (music/set), one speaker at a time. */
export function speakerSource(api: Api, at: RoomAt): CommandSource<SpeakerCmd> {
  return {
    async send(_targets, cmd) {
      const command = await smartbnbApi(api).setSpeaker({ pid: at.pid, store: at.store, room: at.room, cmd }, { hideError: true });
      return [{ target: command.did, accepted: true, id: command.id }];
    },
    results: (ids, signal) => deviceResults(api, ids, signal),
  };
}

/** Scenes: sent through scene/run (the server picks the room's devices); their results as any device command's. */
export function sceneSource(api: Api): CommandSource<SceneName> {
  return {
    // The screen sends with the run's own answer (runScene first, then the tracker): never called.
    send: () => Promise.reject(new Error('a scene is sent through runScene')),
    results: (ids, signal) => deviceResults(api, ids, signal),
  };
}

/** Runs a scene in the room; the answer names each device it reached. */
export function runScene(api: Api, at: RoomAt, scene: SceneName, playlist?: string): Promise<SceneRun> {
  return smartbnbApi(api).runScene({ pid: at.pid, store: at.store, room: at.room, scene, ...(playlist ? { playlist } : {}) }, { hideError: true });
}
