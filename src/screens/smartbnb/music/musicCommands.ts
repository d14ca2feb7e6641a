import type { Api } from '../../../api';
import { devicesApi } from '../../../api/devices';
import type { BatchItem, CommandRecord } from '../../../api/devices/types';
import { smartbnbApi } from '../../../api/smartbnb';
import type { SceneName, SceneRun, SpeakerCmd } from '../../../api/smartbnb/types';
import type { CommandReport, CommandSource, SendOutcome } from '../../../ui/command';

/** Where a room's commands go: the page and the store (the server checks the room is a let room of it). */
export interface RoomAt {
  pid: string;
  store: string;
  room: string;
}

const report = (command: CommandRecord): CommandReport => ({ id: command.id, life: command.state, reason: command.reasonKey ? { ...command.reasonKey, message: command.reason ?? '' } : command.reason });

/** The devices' answers, read back by command id (the same results the device-control screens follow). */
async function deviceResults(api: Api, ids: string[], signal: AbortSignal): Promise<CommandReport[]> {
  const { commands } = await devicesApi(api).commandResults(ids, { silent: true, signal });
  return commands.map(report);
}

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

/** Each device's part of a scene as the tracker takes it: accepted with its command, or refused with the reason. */
export const sceneOutcome = (item: BatchItem): SendOutcome =>
  item.accepted ? { target: item.did, accepted: true, id: item.command.id } : { target: item.did, accepted: false, reason: item.messageKey ? { messageKey: item.messageKey, values: item.values, message: item.message } : item.message };

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
