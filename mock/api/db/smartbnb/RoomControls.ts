import type { BatchResult, CommandRecord, DeviceCmd, DeviceView } from '../../../../src/api/devices/types.ts';
import { SMARTBNB_PIDS, type SceneName, type SceneRun, type SpeakerCmd } from '../../../../src/api/smartbnb/types.ts';
import { keyedRefusal, said } from '../core/said.ts';
import type { UserRecord } from '../users.ts';
import { sceneCommands } from './scenes.ts';

/** The device simulator as the room controls use it: reads and commands only, its own access checks and audit. */
export interface RoomDevices {
  /** The devices bound in a room, live. */
  list: (user: UserRecord, store: string, room: string) => DeviceView[];
  /** A command of its own to each device, one result each; `alsoFrom` pages may command them besides their kind's. */
  commandEach: (user: UserRecord, pid: string, items: ReadonlyArray<{ did: string; cmd: DeviceCmd }>, alsoFrom: readonly string[]) => BatchResult;
  /** One command to one device through its own page. */
  control: (user: UserRecord, pid: string, did: string, cmd: DeviceCmd) => CommandRecord;
}

/** The pages from which a room's scene may be run. */
const SCENE_PAGES: readonly string[] = [SMARTBNB_PIDS.music, SMARTBNB_PIDS.room];

/**
 * Scenes and music of a short-stay room, through the device simulator: the same devices, commands
 * and confirmed states the device-control screens show. `room` checks the room is a let room of the store.
 */
export class RoomControls {
  constructor(
    private readonly devices: RoomDevices,
    /** Checks the page may read the room (view) and that it is a let room of the store. */
    private readonly room: (user: UserRecord, pid: string, store: string, room: string) => { did: string; name: string },
  ) {}

  /** Sends a scene's commands to the room's devices; each device's result (a refusal too) comes back. */
  runScene(user: UserRecord, pid: string, store: string, roomDid: string, scene: SceneName, playlist?: string): SceneRun {
    this.room(user, pid, store, roomDid);
    const commands = sceneCommands(scene, this.devices.list(user, store, roomDid), playlist);
    const result = this.devices.commandEach(user, pid, commands.map(({ device, cmd }) => ({ did: device.did, cmd })), SCENE_PAGES);
    const items = result.items.map((item, index) => ({ ...item, kind: commands[index]!.device.kind, name: commands[index]!.device.name }));
    return { scene, room: roomDid, batch: result.batch, items };
  }

  private speakerOf(user: UserRecord, pid: string, store: string, roomDid: string): DeviceView {
    const room = this.room(user, pid, store, roomDid);
    const speaker = this.devices.list(user, store, roomDid).find((d) => d.kind === 'speaker');
    if (!speaker) throw keyedRefusal(said(`room ${room.name} has no speaker`, 'smartbnb.refusal.noSpeaker', { room: room.name }));
    return speaker;
  }

  /** The room's speaker as the simulator has it (its confirmed state and last command). */
  speaker(user: UserRecord, pid: string, store: string, roomDid: string): DeviceView {
    return this.speakerOf(user, pid, store, roomDid);
  }

  /** Play, pause, volume or playlist: a device command on the music page, confirmed when the speaker answers. */
  setSpeaker(user: UserRecord, pid: string, store: string, roomDid: string, cmd: SpeakerCmd): CommandRecord {
    return this.devices.control(user, pid, this.speakerOf(user, pid, store, roomDid).did, cmd);
  }
}
