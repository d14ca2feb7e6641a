#!/usr/bin/env bash
# Makes the mock's camera clips: three small, distinct test patterns with a moving clock and a
# label, as HLS (H.264 baseline in fragmented MP4, 2-s segments; .ts segments would pass for
# TypeScript with the project's tools). The output is committed (CI has no
# ffmpeg); run this again only to change the clips: `bash mock/video/generate.sh`.
# Needs ffmpeg with libx264 and drawtext (Debian: apt-get install -y ffmpeg).
set -euo pipefail
cd "$(dirname "$0")"
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf}
SECONDS_LONG=6

# name | source pattern | label
CLIPS=(
  "clip-1|testsrc2=size=320x180:rate=15|CAM A"
  "clip-2|smptebars=size=320x180:rate=15|CAM B"
  "clip-3|life=size=320x180:rate=15:mold=10:ratio=0.1:death_color=#1f3b4d:life_color=#ffd166|CAM C"
)

for entry in "${CLIPS[@]}"; do
  IFS='|' read -r name source label <<<"$entry"
  rm -rf "clips/$name"
  mkdir -p "clips/$name"
  text="drawtext=fontfile=$FONT:fontsize=14:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4"
  ffmpeg -hide_banner -loglevel error -f lavfi -i "$source" -t "$SECONDS_LONG" \
    -vf "$text:x=8:y=h-th-8:text='$label',$text:x=w-tw-8:y=h-th-8:text='%{pts\\:hms}'" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryslow -b:v 90k -maxrate 120k -bufsize 240k \
    -g 30 -keyint_min 30 -sc_threshold 0 -an \
    -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_type fmp4 -hls_fmp4_init_filename init.mp4 -hls_segment_filename "clips/$name/seg%d.m4s" "clips/$name/index.m3u8"
done
du -sh clips
