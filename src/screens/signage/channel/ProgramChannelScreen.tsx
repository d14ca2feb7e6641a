export default function ProgramChannelScreen() {
  return null;
}
