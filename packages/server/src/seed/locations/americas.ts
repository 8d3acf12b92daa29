import type { DemoLocation } from '../demo-locations';

/** Demo spots in North and South America. */
export const AMERICAS: DemoLocation[] = [
  // ---------------------------------------------------------------------------
  // North America
  // ---------------------------------------------------------------------------
  {
    title: 'Horseshoe Bend Overlook',
    lat: 36.8791,
    long: -111.5104,
    place: ['North America', 'United States', 'Arizona', 'Glen Canyon National Recreation Area'],
    subjects: ['Canyon', 'River', 'Sunset'],
    description:
      'The Colorado River wraps a full 270° around a sandstone butte about 300 m below the rim. You need an **ultra-wide lens (14–16 mm on full frame)** or a vertical panorama to fit the whole bend. Sunset is the classic time but the bend itself falls into shadow early; **sunrise and the hour after** give more even light on the water. A short, sandy trail (about 1.2 km each way) leads from the paid parking lot; expect big crowds at sunset.',
    photos: [
      {
        title: 'The full bend at sunset',
        scene: { sky: 'golden', terrain: 'canyon', seed: 2001, sun: true },
      },
      {
        title: 'Morning light on the river',
        scene: { sky: 'dawn', terrain: 'canyon', seed: 2002 },
      },
      {
        title: 'Milky Way over the bend',
        scene: { sky: 'night', terrain: 'canyon', seed: 2003, stars: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Upper Antelope Canyon',
    lat: 36.8619,
    long: -111.3743,
    place: ['North America', 'United States', 'Arizona', 'Navajo Nation'],
    subjects: ['Canyon', 'Desert'],
    description:
      'A short, narrow slot canyon carved into Navajo sandstone, famous for glowing walls and (in summer) **light beams around midday**. Entry is only possible on a guided tour booked through a Navajo-authorised operator in Page; tours are timed and the guides keep the group moving. Bring a wide lens, shoot bracketed exposures, and protect your camera from fine sand. Tripods are usually not allowed on standard tours, so a fast lens and high ISO are your friends.',
    photos: [
      {
        title: 'Light beam in the slot',
        scene: { sky: 'day', terrain: 'canyon', seed: 2004, sun: true },
      },
      { title: 'Curving sandstone walls', scene: { sky: 'golden', terrain: 'canyon', seed: 2005 } },
      {
        title: 'Sculpted walls in reflected light',
        scene: { sky: 'overcast', terrain: 'canyon', seed: 2201 },
      },
    ],
    user: 1,
  },
  {
    title: 'Mesa Arch',
    lat: 38.3893,
    long: -109.8681,
    place: ['North America', 'United States', 'Utah', 'Canyonlands National Park'],
    subjects: ['Desert', 'Sunrise', 'Canyon'],
    description:
      'At **sunrise** the underside of this cliff-edge arch lights up in a vivid orange glow, framing the Washer Woman Arch and the La Sal Mountains beyond. The loop trail from the Island in the Sky road is under 1 km, but photographers arrive well before dawn to claim a tripod spot — expect a tight line of people. Use a small aperture for a sunstar as the sun clears the horizon, and bracket for the deep shadows.',
    photos: [
      {
        title: 'Sunburst through Mesa Arch',
        scene: { sky: 'dawn', terrain: 'desert', seed: 2006, sun: true },
      },
      {
        title: 'Glowing underside of the arch',
        scene: { sky: 'golden', terrain: 'canyon', seed: 2007 },
      },
      {
        title: 'Milky Way through Mesa Arch',
        scene: { sky: 'night', terrain: 'desert', seed: 2202, stars: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Delicate Arch',
    lat: 38.7436,
    long: -109.4993,
    place: ['North America', 'United States', 'Utah', 'Arches National Park'],
    subjects: ['Desert', 'Sunset', 'Night Sky'],
    description:
      "Utah's most famous freestanding arch, with the La Sal Mountains behind it. Go for **sunset**, when the sandstone turns deep red, or stay after dark for the **Milky Way** (best in spring and summer). The hike is about 4.8 km return with roughly 150 m of climbing on open slickrock — bring a headlamp for the descent. Check the park's current timed-entry requirements before you go.",
    photos: [
      {
        title: 'Delicate Arch at sunset',
        scene: { sky: 'golden', terrain: 'desert', seed: 2008, sun: true },
      },
      {
        title: 'Milky Way above the arch',
        scene: { sky: 'night', terrain: 'desert', seed: 2009, stars: true },
      },
      { title: 'Blue hour in the bowl', scene: { sky: 'dusk', terrain: 'desert', seed: 2010 } },
    ],
    user: 3,
  },
  {
    title: 'Monument Valley from Forrest Gump Point',
    lat: 37.1011,
    long: -109.9906,
    place: ['North America', 'United States', 'Utah', 'Monument Valley'],
    subjects: ['Desert', 'Viewpoint'],
    description:
      'The long straight stretch of US-163 leading towards the buttes of Monument Valley, made famous by the film. A **telephoto (70–200 mm)** compresses the road and the buttes; **late afternoon and golden hour** light the rock faces. The spot is on a busy highway: park well off the road, shoot from the shoulder, and never stand in the lanes for a photo.',
    photos: [
      {
        title: 'Highway 163 towards the buttes',
        scene: { sky: 'golden', terrain: 'desert', seed: 2011, sun: true },
      },
      { title: 'Buttes under a clear sky', scene: { sky: 'day', terrain: 'desert', seed: 2012 } },
    ],
    user: 4,
  },
  {
    title: 'Tunnel View',
    lat: 37.7156,
    long: -119.677,
    place: ['North America', 'United States', 'California', 'Yosemite National Park'],
    subjects: ['Mountains', 'Viewpoint', 'Waterfall'],
    description:
      "The classic Ansel Adams-style view over Yosemite Valley: El Capitan on the left, Bridalveil Fall on the right and Half Dome in the distance. It is a roadside pullout at the east end of the Wawona Tunnel, so there's no hike. **Clearing storms** give the most dramatic images; otherwise go for **late-afternoon light** on El Capitan or the **blue hour** after sunset. Spring has the strongest waterfalls.",
    photos: [
      {
        title: 'Clearing storm over the valley',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 2013 },
      },
      {
        title: 'Golden light on El Capitan',
        scene: { sky: 'golden', terrain: 'peaks', seed: 2014, sun: true },
      },
      { title: 'Valley at blue hour', scene: { sky: 'dusk', terrain: 'mountains', seed: 2015 } },
    ],
    user: 0,
  },
  {
    title: 'Glacier Point',
    lat: 37.7306,
    long: -119.5738,
    place: ['North America', 'United States', 'California', 'Yosemite National Park'],
    subjects: ['Mountains', 'Viewpoint', 'Sunset'],
    description:
      'A balcony about 975 m above the valley floor, with Half Dome straight ahead and Vernal and Nevada Falls below it. **Sunset** paints Half Dome orange, and it is a superb spot for **night photography**. The road is normally open only from late spring to autumn; from the car park it is a short paved walk to the railing.',
    photos: [
      { title: 'Half Dome alpenglow', scene: { sky: 'golden', terrain: 'peaks', seed: 2016 } },
      {
        title: 'Stars over Half Dome',
        scene: { sky: 'night', terrain: 'peaks', seed: 2017, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Mono Lake South Tufa',
    lat: 37.939,
    long: -119.0272,
    place: ['North America', 'United States', 'California', 'Mono Basin'],
    subjects: ['Lake', 'Sunrise', 'Reflection'],
    description:
      'Limestone tufa towers rise from the still, salty water of Mono Lake, with the Sierra Nevada to the west. **Sunrise** lights the towers from the east while the lake is often glassy, and **night** brings dark skies. A short boardwalk and shoreline trail leads from the South Tufa car park (a small fee may apply). Stay on the paths: tufa is fragile.',
    photos: [
      {
        title: 'Tufa towers at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2018, sun: true },
      },
      { title: 'Calm reflections after dawn', scene: { sky: 'day', terrain: 'lake', seed: 2019 } },
      {
        title: 'Milky Way over the tufa',
        scene: { sky: 'night', terrain: 'lake', seed: 2020, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Bryce Canyon from Sunrise Point',
    lat: 37.6283,
    long: -112.1628,
    place: ['North America', 'United States', 'Utah', 'Bryce Canyon National Park'],
    subjects: ['Canyon', 'Sunrise', 'Viewpoint'],
    description:
      'Looking down into the Bryce Amphitheater and its thousands of orange hoodoos. As the name suggests, **sunrise** is the moment: the first light bounces between the spires and makes them glow. It is a short walk from the car park on the rim. For something different, walk down the **Queens Garden trail** for hoodoo close-ups, or come in winter when snow outlines the formations.',
    photos: [
      {
        title: 'Hoodoos at first light',
        scene: { sky: 'dawn', terrain: 'canyon', seed: 2021, sun: true },
      },
      {
        title: 'Snow in the amphitheater',
        scene: { sky: 'overcast', terrain: 'canyon', seed: 2022 },
      },
      {
        title: 'Stars above the hoodoos',
        scene: { sky: 'night', terrain: 'canyon', seed: 2203, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'The Watchman from Canyon Junction Bridge',
    lat: 37.2135,
    long: -112.979,
    place: ['North America', 'United States', 'Utah', 'Zion National Park'],
    subjects: ['Mountains', 'River', 'Sunset'],
    description:
      "Zion's signature view: the Virgin River curving towards the Watchman peak. **Sunset** lights the peak red while the river stays in shade, so a graduated filter or bracketing helps. The bridge is a short walk from the Zion Canyon visitor centre; in **autumn** the cottonwoods along the river turn gold. It gets crowded at sunset — arrive early for a spot at the railing.",
    photos: [
      {
        title: 'Watchman glowing at sunset',
        scene: { sky: 'golden', terrain: 'mountains', seed: 2023, sun: true },
      },
      {
        title: 'Autumn cottonwoods on the Virgin River',
        scene: { sky: 'day', terrain: 'canyon', seed: 2024 },
      },
      {
        title: 'Night sky over the Watchman',
        scene: { sky: 'night', terrain: 'mountains', seed: 2204, stars: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Grand Prismatic Spring Overlook',
    lat: 44.5201,
    long: -110.839,
    place: ['North America', 'United States', 'Wyoming', 'Yellowstone National Park'],
    subjects: ['Viewpoint', 'Lake'],
    description:
      'The hillside overlook on the Fairy Falls trail is the only place to see the full rainbow rings of the largest hot spring in the US. Go **late morning on a warm, sunny day**: cold air produces thick steam that hides the colours. The walk from the Fairy Falls trailhead is about 1 km each way with a short climb. A polariser helps with the steam and the colours.',
    photos: [
      {
        title: 'Rainbow rings from above',
        scene: { sky: 'day', terrain: 'lake', seed: 2025, sun: true },
      },
      {
        title: 'Steam drifting over the spring',
        scene: { sky: 'overcast', terrain: 'lake', seed: 2026 },
      },
    ],
    user: 3,
  },
  {
    title: 'Oxbow Bend',
    lat: 43.8656,
    long: -110.5492,
    place: ['North America', 'United States', 'Wyoming', 'Grand Teton National Park'],
    subjects: ['River', 'Reflection', 'Mountains'],
    description:
      'A slow bend of the Snake River that reflects Mount Moran on calm mornings. **Sunrise** is the classic time, and **late September** brings golden aspens. It is a roadside turnout, so no hike is needed; get there early for still water and morning mist. Keep an eye out for moose, otters and pelicans — a telephoto is useful.',
    photos: [
      {
        title: 'Mount Moran reflected at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2027 },
      },
      {
        title: 'Autumn aspens at the bend',
        scene: { sky: 'golden', terrain: 'mountains', seed: 2028, sun: true },
      },
      {
        title: 'Morning mist on the Snake River',
        scene: { sky: 'overcast', terrain: 'lake', seed: 2205 },
      },
    ],
    user: 0,
  },
  {
    title: 'T.A. Moulton Barn on Mormon Row',
    lat: 43.665,
    long: -110.665,
    place: ['North America', 'United States', 'Wyoming', 'Grand Teton National Park'],
    subjects: ['Architecture', 'Mountains', 'Sunrise'],
    description:
      'A weathered homestead barn in front of the full Teton Range — one of the most photographed barns in the world. **Sunrise** lights the peaks pink while the barn stays in soft light. Mormon Row is a gravel road off Antelope Flats Road; park on the side and respect the historic buildings. Bison often graze nearby.',
    photos: [
      {
        title: 'Barn under the Tetons at dawn',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 2029, sun: true },
      },
      {
        title: 'Winter morning on Mormon Row',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 2030 },
      },
      {
        title: 'Milky Way over the barn',
        scene: { sky: 'night', terrain: 'peaks', seed: 2206, stars: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Maroon Bells',
    lat: 39.0983,
    long: -106.942,
    place: ['North America', 'United States', 'Colorado', 'White River National Forest'],
    subjects: ['Mountains', 'Lake', 'Reflection'],
    description:
      'Two pyramid-shaped fourteeners reflected in Maroon Lake. **Sunrise** turns the peaks red, and the reflection is best before the wind picks up. **Late September** adds golden aspens. Road access from Aspen is restricted in the main season: check current shuttle and parking-reservation rules before you go.',
    photos: [
      {
        title: 'Maroon Bells alpenglow',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2031, sun: true },
      },
      {
        title: 'Golden aspens and still water',
        scene: { sky: 'golden', terrain: 'lake', seed: 2032 },
      },
      {
        title: 'Stars over the Bells',
        scene: { sky: 'night', terrain: 'peaks', seed: 2033, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Golden Gate Bridge from Battery Spencer',
    lat: 37.8277,
    long: -122.4829,
    place: ['North America', 'United States', 'California', 'Golden Gate National Recreation Area'],
    subjects: ['Bridge', 'Cityscape', 'Viewpoint'],
    description:
      'A close, elevated view of the north tower with San Francisco behind it. **Blue hour** and **sunset** are best, and low summer **fog** rolling through the cables can be magical. The parking lot on Conzelman Road is small and fills quickly; it is also very windy, so bring a sturdy tripod and a jacket.',
    photos: [
      {
        title: 'Bridge and city at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 2034 },
      },
      { title: 'Fog through the cables', scene: { sky: 'overcast', terrain: 'city', seed: 2035 } },
      {
        title: 'Sunset over the Golden Gate',
        scene: { sky: 'golden', terrain: 'city', seed: 2036, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Bixby Creek Bridge',
    lat: 36.3722,
    long: -121.9018,
    place: ['North America', 'United States', 'California', 'Big Sur'],
    subjects: ['Bridge', 'Coast', 'Sunset'],
    description:
      "A 1932 concrete arch bridge over a rugged canyon on Highway 1. The classic view is from the pullout on the **north side**; **sunset** and foggy mornings both work well. Parking is limited and the pullouts are busy, so pull fully off the road and watch for traffic. Big Sur's highway can be closed by landslides, so check the road status first.",
    photos: [
      {
        title: 'Arch bridge at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 2037, sun: true },
      },
      {
        title: 'Marine layer below the bridge',
        scene: { sky: 'overcast', terrain: 'coast', seed: 2038 },
      },
      { title: 'Light trails at blue hour', scene: { sky: 'dusk', terrain: 'coast', seed: 2207 } },
    ],
    user: 1,
  },
  {
    title: 'McWay Falls',
    lat: 36.1579,
    long: -121.6723,
    place: ['North America', 'United States', 'California', 'Julia Pfeiffer Burns State Park'],
    subjects: ['Waterfall', 'Beach', 'Coast'],
    description:
      'A waterfall that drops onto a beach in a turquoise cove. The overlook trail is a short, flat walk from the state park car park (fee). **Late afternoon and sunset** give warm side light; on overcast days the colours of the water are more even. The beach itself is closed to visitors.',
    photos: [
      {
        title: 'McWay Falls at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 2039, sun: true },
      },
      {
        title: 'Turquoise cove from the trail',
        scene: { sky: 'day', terrain: 'coast', seed: 2040 },
      },
      {
        title: 'Stars over the cove',
        scene: { sky: 'night', terrain: 'sea', seed: 2041, stars: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Multnomah Falls',
    lat: 45.5762,
    long: -122.1158,
    place: ['North America', 'United States', 'Oregon', 'Columbia River Gorge'],
    subjects: ['Waterfall', 'Forest', 'Bridge'],
    description:
      'A two-tier waterfall with the arched Benson Bridge between the drops. Shoot from the viewing area below for the full frame; **overcast days** and **spring flows** are ideal. A slow shutter with an ND filter smooths the water. Check whether a timed-use permit is needed in summer, and come early to avoid crowds.',
    photos: [
      {
        title: 'Benson Bridge and both tiers',
        scene: { sky: 'overcast', terrain: 'forest', seed: 2042 },
      },
      { title: 'Autumn colour at the falls', scene: { sky: 'day', terrain: 'forest', seed: 2043 } },
    ],
    user: 0,
  },
  {
    title: 'Reflection Lakes',
    lat: 46.7689,
    long: -121.7306,
    place: ['North America', 'United States', 'Washington', 'Mount Rainier National Park'],
    subjects: ['Lake', 'Reflection', 'Mountains'],
    description:
      'Mount Rainier mirrored in small subalpine lakes right beside the road. The **first hour after sunrise** usually offers still water, and **July–August** wildflowers add foreground colour. It is a roadside stop with a short walk to the shore. The road is snowbound for much of the year.',
    photos: [
      {
        title: 'Rainier mirrored at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2044, sun: true },
      },
      { title: 'Wildflowers by the lake', scene: { sky: 'day', terrain: 'lake', seed: 2045 } },
    ],
    user: 0,
  },
  {
    title: 'Moraine Lake Rockpile',
    lat: 51.3267,
    long: -116.181,
    place: ['North America', 'Canada', 'Alberta', 'Banff National Park'],
    subjects: ['Lake', 'Mountains', 'Sunrise'],
    description:
      'The Valley of the Ten Peaks behind a glacier-fed turquoise lake. Climb the **Rockpile** trail (a few minutes from the car park) for the classic view. **Sunrise** lights the peaks while the lake is calm. The road is usually open only from late spring to mid-autumn, and private vehicles are no longer allowed: plan to use the shuttles or a commercial operator.',
    photos: [
      {
        title: 'Ten Peaks at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2046, sun: true },
      },
      { title: 'Turquoise lake at midday', scene: { sky: 'day', terrain: 'lake', seed: 2047 } },
      {
        title: 'Stars over the Ten Peaks',
        scene: { sky: 'night', terrain: 'peaks', seed: 2048, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Peyto Lake Viewpoint',
    lat: 51.7175,
    long: -116.5085,
    place: ['North America', 'Canada', 'Alberta', 'Banff National Park'],
    subjects: ['Lake', 'Viewpoint', 'Mountains'],
    description:
      'A wolf-head-shaped glacial lake seen from near Bow Summit on the Icefields Parkway. The colour is strongest from **midsummer** and in **midday sun**, while **sunrise** gives softer light and fewer people. It is a short walk from the car park to the platform; go a little beyond it for a less crowded composition.',
    photos: [
      {
        title: 'Turquoise lake from above',
        scene: { sky: 'day', terrain: 'lake', seed: 2049, sun: true },
      },
      { title: 'Peyto Lake at dawn', scene: { sky: 'dawn', terrain: 'mountains', seed: 2050 } },
      {
        title: 'Stars over the wolf-head lake',
        scene: { sky: 'night', terrain: 'lake', seed: 2208, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Lake Louise Shoreline',
    lat: 51.4168,
    long: -116.2176,
    place: ['North America', 'Canada', 'Alberta', 'Banff National Park'],
    subjects: ['Lake', 'Mountains', 'Glacier'],
    description:
      'An emerald lake with the Victoria Glacier at its far end. **Sunrise** from the shoreline in front of the hotel is the classic, with canoes adding colour in summer. In **winter** the lake freezes and hosts skating and ice sculptures. Parking is limited and paid; shuttles are the easiest option in summer.',
    photos: [
      {
        title: 'Victoria Glacier at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2051, sun: true },
      },
      { title: 'Frozen lake in winter', scene: { sky: 'overcast', terrain: 'ice', seed: 2052 } },
    ],
    user: 0,
  },
  {
    title: 'Spirit Island, Maligne Lake',
    lat: 52.6431,
    long: -117.4919,
    place: ['North America', 'Canada', 'Alberta', 'Jasper National Park'],
    subjects: ['Island', 'Lake', 'Mountains'],
    description:
      'A tiny tree-covered islet in front of the peaks of Maligne Lake. It is reached by **boat cruise** from the Maligne Lake boathouse (about 14 km each way) or by a long canoe trip with a campsite permit. Cruise stops are short, so have your composition ready; calm mornings give the best reflections. Visitors may not set foot on the island.',
    photos: [
      {
        title: 'Spirit Island on a calm morning',
        scene: { sky: 'day', terrain: 'lake', seed: 2053 },
      },
      {
        title: 'Clouds over Maligne Lake',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 2054 },
      },
    ],
    user: 0,
  },
  {
    title: "Peggy's Cove Lighthouse",
    lat: 44.4917,
    long: -63.9186,
    place: ['North America', 'Canada', 'Nova Scotia'],
    subjects: ['Coast', 'Architecture', 'Sunset'],
    description:
      'A red-and-white lighthouse on smooth granite above the Atlantic. **Sunset** and **blue hour** are best, and stormy days bring big surf. The rocks can be extremely dangerous: stay off the dark, wet rocks near the water. Come early or late to avoid tour buses.',
    photos: [
      {
        title: 'Lighthouse at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 2055, sun: true },
      },
      { title: 'Blue hour on the granite', scene: { sky: 'dusk', terrain: 'coast', seed: 2056 } },
      {
        title: 'Storm surf below the lighthouse',
        scene: { sky: 'overcast', terrain: 'sea', seed: 2209 },
      },
    ],
    user: 1,
  },
  {
    title: 'Horseshoe Falls from Table Rock',
    lat: 43.0789,
    long: -79.0781,
    place: ['North America', 'Canada', 'Ontario', 'Niagara Falls'],
    subjects: ['Waterfall', 'River', 'Viewpoint'],
    description:
      "The brink of Niagara's Horseshoe Falls seen from the Canadian side. Rainbows appear in the mist on **sunny afternoons**. After dark the falls are lit in colour, and fireworks are often held in summer. Spray is constant, so bring a lens cloth and rain cover.",
    photos: [
      {
        title: 'Rainbow in the mist',
        scene: { sky: 'day', terrain: 'lake', seed: 2057, sun: true },
      },
      {
        title: 'Illuminated falls at night',
        scene: { sky: 'night', terrain: 'lake', seed: 2058, stars: false },
      },
    ],
    user: 4,
  },
  {
    title: 'Washington Street, DUMBO',
    lat: 40.7033,
    long: -73.9898,
    place: ['North America', 'United States', 'New York', 'Brooklyn'],
    subjects: ['Street', 'Bridge', 'Cityscape'],
    description:
      'The cobblestone street view of the Manhattan Bridge, with the Empire State Building framed between its stone towers. Shoot with a **telephoto** from the middle of the street; **early morning** is the only time it is quiet. For the Brooklyn Bridge, walk a few blocks to **Pebble Beach** or Main Street Park for sunset.',
    photos: [
      {
        title: 'Manhattan Bridge framing the Empire State',
        scene: { sky: 'day', terrain: 'city', seed: 2059 },
      },
      {
        title: 'Brooklyn Bridge from Pebble Beach',
        scene: { sky: 'dusk', terrain: 'city', seed: 2060 },
      },
    ],
    user: 4,
  },
  {
    title: 'Top of the Rock',
    lat: 40.7593,
    long: -73.9794,
    place: ['North America', 'United States', 'New York', 'Manhattan'],
    subjects: ['Cityscape', 'Viewpoint', 'Sunset'],
    description:
      'The observation deck on Rockefeller Center with a clear view of the Empire State Building to the south and Central Park to the north. Book a ticket for about 30 minutes before **sunset** and stay through **blue hour**. Tripods are generally not allowed; rest your camera on the ledge between the glass panels.',
    photos: [
      { title: 'Empire State at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 2061 } },
      {
        title: 'Midtown at sunset',
        scene: { sky: 'golden', terrain: 'city', seed: 2062, sun: true },
      },
      { title: 'Central Park from above', scene: { sky: 'day', terrain: 'city', seed: 2063 } },
    ],
    user: 4,
  },
  {
    title: 'Haleakalā Summit',
    lat: 20.7097,
    long: -156.2533,
    place: ['North America', 'United States', 'Hawaii', 'Haleakalā National Park'],
    subjects: ['Volcano', 'Sunrise', 'Night Sky'],
    description:
      "**Sunrise** above a sea of clouds from the summit of Maui's 3,000 m volcano. A vehicle reservation is required for sunrise entry — book well in advance. It is freezing before dawn, so bring warm clothes. The summit also offers superb **stargazing** after sunset.",
    photos: [
      {
        title: 'Sunrise over the cloud sea',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 2064, sun: true },
      },
      {
        title: 'Milky Way above the crater',
        scene: { sky: 'night', terrain: 'mountains', seed: 2065, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Tulum Ruins',
    lat: 20.2146,
    long: -87.429,
    place: ['North America', 'Mexico', 'Quintana Roo', 'Tulum'],
    subjects: ['Ruins', 'Beach', 'Coast'],
    description:
      'A walled Mayan site on a cliff above turquoise Caribbean water. The view of **El Castillo** above the beach is the classic shot. Arrive at **opening time** for soft light and fewer visitors; the site closes in the afternoon. Tripods and drones may require a special permit.',
    photos: [
      {
        title: 'El Castillo above the Caribbean',
        scene: { sky: 'day', terrain: 'coast', seed: 2066, sun: true },
      },
      {
        title: 'Morning light on the ruins',
        scene: { sky: 'dawn', terrain: 'temple', seed: 2067, landmark: 'stupa' },
      },
    ],
    user: 1,
  },
  {
    title: 'Chichén Itzá',
    lat: 20.6843,
    long: -88.5678,
    place: ['North America', 'Mexico', 'Yucatán'],
    subjects: ['Ruins', 'Temple', 'Architecture'],
    description:
      'The step pyramid of **El Castillo (Temple of Kukulcán)** dominates this huge Mayan city. Arrive at **opening time** for the best light and before vendors and crowds fill the paths. Around the **equinoxes**, a serpent shadow forms on the staircase in the late afternoon, drawing big crowds. Visitors may not climb the pyramid.',
    photos: [
      {
        title: 'El Castillo in morning light',
        scene: { sky: 'dawn', terrain: 'temple', seed: 2068, landmark: 'stupa' },
      },
      {
        title: 'Pyramid under a bright sky',
        scene: { sky: 'day', terrain: 'temple', seed: 2069, sun: true, landmark: 'stupa' },
      },
    ],
    user: 4,
  },
  {
    title: 'Arenal Volcano',
    lat: 10.4626,
    long: -84.7032,
    place: ['North America', 'Costa Rica', 'Alajuela', 'Arenal Volcano National Park'],
    subjects: ['Volcano', 'Forest', 'Lake'],
    description:
      'A near-perfect cone rising above rainforest and Lake Arenal. The summit is often in cloud, so **early morning** offers the best chance of a clear view. Good viewpoints include the national park trails, the lake shore and La Fortuna. Bring rain protection at any time of year.',
    photos: [
      { title: 'Arenal cone at dawn', scene: { sky: 'dawn', terrain: 'mountains', seed: 2070 } },
      {
        title: 'Volcano above the rainforest',
        scene: { sky: 'overcast', terrain: 'forest', seed: 2071 },
      },
    ],
    user: 1,
  },
  {
    title: 'Havana Malecón',
    lat: 23.143,
    long: -82.371,
    place: ['North America', 'Cuba', 'Havana'],
    subjects: ['Street', 'Coast', 'Cityscape'],
    description:
      "Havana's 8 km seafront boulevard, lined with faded facades and classic American cars. **Sunset** brings locals to the sea wall, and on stormy days waves crash over it. Walk towards Old Havana for views of the Morro Castle. Always ask before photographing people.",
    photos: [
      {
        title: 'Classic cars on the Malecón',
        scene: { sky: 'golden', terrain: 'city', seed: 2072, sun: true },
      },
      {
        title: 'Waves over the sea wall',
        scene: { sky: 'overcast', terrain: 'coast', seed: 2073 },
      },
      { title: 'Malecón at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 2074 } },
    ],
    user: 4,
  },

  // ---------------------------------------------------------------------------
  // South America
  // ---------------------------------------------------------------------------
  {
    title: 'Mirador Base Las Torres',
    lat: -50.9421,
    long: -72.9707,
    place: ['South America', 'Chile', 'Magallanes', 'Torres del Paine National Park'],
    subjects: ['Mountains', 'Lake', 'Sunrise'],
    description:
      'Three granite towers rising above a glacial lake at the head of the Ascencio Valley. The towers glow red at **sunrise**; to be there in time, you need to camp or stay at a refugio nearby and hike the final steep boulder section in the dark. The day hike from the Welcome Center is about 20 km return with roughly 900 m of climbing. Expect strong wind and rapidly changing weather.',
    photos: [
      {
        title: 'Red glow on the towers',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 2101, sun: true },
      },
      {
        title: 'Towers above the glacial lake',
        scene: { sky: 'day', terrain: 'lake', seed: 2102 },
      },
      {
        title: 'Southern Milky Way over the towers',
        scene: { sky: 'night', terrain: 'peaks', seed: 2210, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Cuernos del Paine from Lake Pehoé',
    lat: -51.09,
    long: -72.99,
    place: ['South America', 'Chile', 'Magallanes', 'Torres del Paine National Park'],
    subjects: ['Mountains', 'Lake', 'Reflection'],
    description:
      'The two-tone "horns" of the Paine massif rising above the turquoise water of Lake Pehoé. **Sunrise** from the east shore catches the peaks; calm mornings are rare in Patagonia but give reflections. Viewpoints are short walks from the park road near Pudeto and the lodging on the lake.',
    photos: [
      {
        title: 'Cuernos at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2103, sun: true },
      },
      {
        title: 'Turquoise lake under storm clouds',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 2104 },
      },
      {
        title: 'Southern sky over the horns',
        scene: { sky: 'night', terrain: 'peaks', seed: 2105, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Fitz Roy from Laguna de los Tres',
    lat: -49.2792,
    long: -72.9889,
    place: ['South America', 'Argentina', 'Santa Cruz', 'Los Glaciares National Park'],
    subjects: ['Mountains', 'Lake', 'Sunrise'],
    description:
      'The Fitz Roy massif towers directly above a glacial lake. At **sunrise** the granite turns fiery red. The hike from El Chaltén is about 20 km return, and the final hour is steep. Many photographers camp at Poincenot and climb in the dark. Access is free, but the weather is notoriously changeable.',
    photos: [
      {
        title: 'Fitz Roy burning at sunrise',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 2106, sun: true },
      },
      {
        title: 'Laguna de los Tres in clear weather',
        scene: { sky: 'day', terrain: 'lake', seed: 2107 },
      },
      {
        title: 'Stars above the Fitz Roy massif',
        scene: { sky: 'night', terrain: 'peaks', seed: 2211, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Perito Moreno Glacier Walkways',
    lat: -50.478,
    long: -73.03,
    place: ['South America', 'Argentina', 'Santa Cruz', 'Los Glaciares National Park'],
    subjects: ['Glacier', 'Lake'],
    description:
      'A 60 m-high wall of blue ice seen from a network of walkways facing the glacier front. Stay for a while to capture **calving**: a fast shutter and a telephoto are ideal. **Overcast light** brings out the blue in the ice. It is about 80 km from El Calafate by bus or car, with a national park entry fee.',
    photos: [
      {
        title: 'Blue ice face of the glacier',
        scene: { sky: 'overcast', terrain: 'ice', seed: 2108 },
      },
      {
        title: 'Glacier front in afternoon sun',
        scene: { sky: 'day', terrain: 'ice', seed: 2109, sun: true },
      },
      {
        title: 'Icebergs at golden hour',
        scene: { sky: 'golden', terrain: 'ice', seed: 2212, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Salar de Uyuni',
    lat: -20.1338,
    long: -67.4891,
    place: ['South America', 'Bolivia', 'Potosí'],
    subjects: ['Desert', 'Reflection', 'Night Sky'],
    description:
      'The largest salt flat in the world. In the **rainy season (roughly January–March)** a thin layer of water turns it into a giant mirror; in the dry season, hexagonal salt patterns dominate. Sunrise and sunset tours are the best time, and the night sky is exceptional. Most visits are by 4x4 tour from Uyuni town.',
    photos: [
      {
        title: 'Sky mirror at sunset',
        scene: { sky: 'golden', terrain: 'lake', seed: 2110, sun: true },
      },
      {
        title: 'Stars reflected on the salt flat',
        scene: { sky: 'night', terrain: 'lake', seed: 2111, stars: true },
      },
      { title: 'Salt hexagons at dawn', scene: { sky: 'dawn', terrain: 'desert', seed: 2112 } },
    ],
    user: 2,
  },
  {
    title: 'Machu Picchu from the Guardhouse',
    lat: -13.164,
    long: -72.5445,
    place: ['South America', 'Peru', 'Cusco', 'Machu Picchu Historic Sanctuary'],
    subjects: ['Ruins', 'Mountains', 'Viewpoint'],
    description:
      'The classic postcard view over the Inca citadel with Huayna Picchu behind. **Early morning** brings mist rising from the valley. Tickets are timed and sold by circuit, and only some circuits include the upper viewpoint — choose carefully and book well ahead. Tripods and drones are not permitted.',
    photos: [
      {
        title: 'Citadel in morning mist',
        scene: { sky: 'overcast', terrain: 'temple', seed: 2113, landmark: 'stupa' },
      },
      {
        title: 'Huayna Picchu at first light',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 2114 },
      },
      {
        title: 'Terraces in late-afternoon light',
        scene: { sky: 'golden', terrain: 'temple', seed: 2213, landmark: 'stupa' },
      },
    ],
    user: 2,
  },
  {
    title: 'Rainbow Mountain (Vinicunca)',
    lat: -13.8695,
    long: -71.3028,
    place: ['South America', 'Peru', 'Cusco'],
    subjects: ['Mountains', 'Viewpoint'],
    description:
      'Striped mineral ridges at over 5,000 m. The colours are strongest under **soft overcast** or after rain. Most visitors come on a day tour from Cusco; the hike is short but steep and at high altitude — acclimatise first. Early arrivals beat the crowds.',
    photos: [
      {
        title: 'Striped ridges under clouds',
        scene: { sky: 'overcast', terrain: 'hills', seed: 2115 },
      },
      {
        title: 'Vinicunca in morning sun',
        scene: { sky: 'day', terrain: 'mountains', seed: 2116, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Garganta del Diablo, Iguazú Falls',
    lat: -25.6953,
    long: -54.4367,
    place: ['South America', 'Argentina', 'Misiones', 'Iguazú National Park'],
    subjects: ['Waterfall', 'River', 'Forest'],
    description:
      'The "Devil\'s Throat": a horseshoe of falls seen from a walkway right at the brink. Spray is intense, so bring a rain cover. The Argentine side is reached by park train and walkway; the Brazilian side offers broader panoramas. **Sunny mornings** often bring rainbows.',
    photos: [
      {
        title: "Devil's Throat from the walkway",
        scene: { sky: 'day', terrain: 'forest', seed: 2117, sun: true },
      },
      { title: 'Mist over the falls', scene: { sky: 'overcast', terrain: 'forest', seed: 2118 } },
    ],
    user: 2,
  },
  {
    title: 'Mirante Dona Marta',
    lat: -22.9455,
    long: -43.1962,
    place: ['South America', 'Brazil', 'Rio de Janeiro', 'Tijuca National Park'],
    subjects: ['Cityscape', 'Viewpoint', 'Sunrise'],
    description:
      'A free viewpoint with Christ the Redeemer above you and Sugarloaf Mountain across Botafogo Bay. **Sunrise** lights the bay behind Sugarloaf, and the city lights look beautiful at **blue hour**. It is reached by car or taxi up the Corcovado road; ask locally about current safety advice.',
    photos: [
      {
        title: 'Sugarloaf at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 2119, sun: true },
      },
      { title: 'Rio at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 2120 } },
    ],
    user: 4,
  },
  {
    title: 'Lençóis Maranhenses Dunes',
    lat: -2.52,
    long: -43.12,
    place: ['South America', 'Brazil', 'Maranhão', 'Lençóis Maranhenses National Park'],
    subjects: ['Desert', 'Lake', 'Beach'],
    description:
      'White sand dunes with rainwater lagoons between them. The lagoons are fullest around **June–August**. **Late afternoon** light shapes the dunes, and a scenic flight reveals the patterns from above. Access is by 4x4 tour from Barreirinhas or Santo Amaro.',
    photos: [
      {
        title: 'Lagoons between the dunes',
        scene: { sky: 'day', terrain: 'desert', seed: 2121, sun: true },
      },
      { title: 'Dunes at golden hour', scene: { sky: 'golden', terrain: 'desert', seed: 2122 } },
    ],
    user: 2,
  },
  {
    title: 'Kicker Rock (León Dormido)',
    lat: -0.7727,
    long: -89.5169,
    place: ['South America', 'Ecuador', 'Galápagos', 'San Cristóbal'],
    subjects: ['Island', 'Wildlife', 'Coast'],
    description:
      'Two sheer tuff rocks rising from the ocean off San Cristóbal, with seabirds overhead and sharks and sea lions below. It is reached only by boat on a licensed tour. **Late afternoon** light on the way back is ideal. Bring a wide lens for the rock and a telephoto for the birds.',
    photos: [
      {
        title: 'Kicker Rock at sunset',
        scene: { sky: 'golden', terrain: 'sea', seed: 2123, sun: true },
      },
      { title: 'Seabirds over the channel', scene: { sky: 'day', terrain: 'sea', seed: 2124 } },
    ],
    user: 2,
  },
  {
    title: 'Cotopaxi from Laguna Limpiopungo',
    lat: -0.617,
    long: -78.476,
    place: ['South America', 'Ecuador', 'Cotopaxi', 'Cotopaxi National Park'],
    subjects: ['Volcano', 'Lake', 'Reflection'],
    description:
      "A glaciated volcano over 5,800 m high, reflected in a high-altitude lake. **Early morning** is the best time for a clear summit. Day trips from Quito are common; there's an easy trail around the lake. Watch for wild horses on the páramo.",
    photos: [
      {
        title: 'Cotopaxi reflected at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2125, sun: true },
      },
      { title: 'Snowy cone above the páramo', scene: { sky: 'day', terrain: 'peaks', seed: 2126 } },
    ],
    user: 2,
  },
  {
    title: 'Valle de la Luna',
    lat: -22.92,
    long: -68.275,
    place: ['South America', 'Chile', 'Antofagasta', 'San Pedro de Atacama'],
    subjects: ['Desert', 'Sunset', 'Night Sky'],
    description:
      'Salt-crusted ridges and dunes west of San Pedro de Atacama. **Sunset** from the ridges turns the valley pink and gold, with the Licancabur volcano on the horizon. The Atacama has some of the **darkest skies on Earth**, ideal for astrophotography. There is an entry fee and limited opening hours; Mirador de Kari (Piedra del Coyote) is a popular sunset alternative.',
    photos: [
      {
        title: 'Moon valley at sunset',
        scene: { sky: 'golden', terrain: 'desert', seed: 2127, sun: true },
      },
      {
        title: 'Atacama Milky Way',
        scene: { sky: 'night', terrain: 'desert', seed: 2128, stars: true },
      },
      { title: 'Licancabur at blue hour', scene: { sky: 'dusk', terrain: 'desert', seed: 2214 } },
    ],
    user: 3,
  },
  {
    title: 'Marble Caves (Capillas de Mármol)',
    lat: -46.6583,
    long: -72.625,
    place: ['South America', 'Chile', 'Aysén', 'General Carrera Lake'],
    subjects: ['Lake', 'Island', 'Coast'],
    description:
      'Marble caves carved by the turquoise water of General Carrera Lake. Visits are by boat or kayak from Puerto Río Tranquilo or nearby bays. **Morning** usually offers calmer water and better reflections. Shoot with a wide lens and watch for the turquoise light reflected inside.',
    photos: [
      { title: 'Inside the marble caves', scene: { sky: 'day', terrain: 'lake', seed: 2129 } },
      {
        title: 'Marble Cathedral in morning light',
        scene: { sky: 'dawn', terrain: 'lake', seed: 2130, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Laguna Cerro Castillo',
    lat: -46.075,
    long: -72.165,
    place: ['South America', 'Chile', 'Aysén', 'Cerro Castillo National Park'],
    subjects: ['Mountains', 'Lake', 'Glacier'],
    description:
      'A jagged basalt "castle" rising above a glacial lake. The day hike from the park entrance is long and steep (about 14 km return and over 1,000 m of climbing), and there are entry time limits. **Late afternoon** light on the spires is beautiful. Check the current park rules and register at the ranger station.',
    photos: [
      {
        title: 'Castle spires above the lake',
        scene: { sky: 'golden', terrain: 'peaks', seed: 2131 },
      },
      { title: 'Glacier and turquoise lagoon', scene: { sky: 'day', terrain: 'lake', seed: 2132 } },
    ],
    user: 2,
  },
  {
    title: 'Caño Cristales',
    lat: 2.2644,
    long: -73.7953,
    place: ['South America', 'Colombia', 'Meta', 'Sierra de la Macarena National Park'],
    subjects: ['River', 'Waterfall'],
    description:
      'The "river of five colours", where red aquatic plants bloom in the riverbed. The season runs roughly **July–November**, and the colours are best in **sunny conditions**. Access is only with registered local guides from La Macarena, usually reached by small plane. Sunscreen and insect repellent are banned in the river.',
    photos: [
      {
        title: 'Red plants in the riverbed',
        scene: { sky: 'day', terrain: 'forest', seed: 2133, sun: true },
      },
      { title: 'Rapids and pools', scene: { sky: 'golden', terrain: 'forest', seed: 2134 } },
    ],
    user: 2,
  },
  {
    title: 'Angel Falls',
    lat: 5.9675,
    long: -62.5355,
    place: ['South America', 'Venezuela', 'Bolívar', 'Canaima National Park'],
    subjects: ['Waterfall', 'Forest', 'Mountains'],
    description:
      "The world's highest uninterrupted waterfall, dropping from the Auyán-tepui plateau. It is reached by multi-day boat trip from Canaima (in the rainy season, roughly June–November) or on a scenic flight. The summit is often in cloud, so **morning** offers the best chance of a clear view. Check current travel advisories before planning.",
    photos: [
      {
        title: 'Angel Falls from the viewpoint',
        scene: { sky: 'day', terrain: 'forest', seed: 2135 },
      },
      {
        title: 'Tepui in the clouds',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 2136 },
      },
    ],
    user: 2,
  },
  {
    title: 'Les Eclaireurs Lighthouse',
    lat: -54.8714,
    long: -68.0915,
    place: ['South America', 'Argentina', 'Tierra del Fuego', 'Beagle Channel'],
    subjects: ['Island', 'Coast', 'Wildlife'],
    description:
      'A red-and-white lighthouse on a rocky islet in the Beagle Channel, surrounded by sea lions and cormorants. It can only be seen by boat on a tour from Ushuaia. **Golden hour** gives warm light on the tower; bring a telephoto for the wildlife. Expect cold, wind and rough water.',
    photos: [
      {
        title: 'Lighthouse in the Beagle Channel',
        scene: { sky: 'golden', terrain: 'sea', seed: 2137, sun: true },
      },
      {
        title: 'Stormy light at the end of the world',
        scene: { sky: 'overcast', terrain: 'coast', seed: 2138 },
      },
    ],
    user: 2,
  },
];
