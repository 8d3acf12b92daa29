import type { DemoLocation } from '../demo-locations';

/** Demo spots in Africa and Antarctica. */
export const AFRICA_AND_ANTARCTICA: DemoLocation[] = [
  // -------------------------------------------------------------- Africa
  {
    title: 'Deadvlei',
    lat: -24.759444,
    long: 15.2925,
    place: ['Africa', 'Namibia', 'Hardap', 'Sossusvlei'],
    subjects: ['Desert', 'Sunrise'],
    description:
      'Centuries-old dead camel thorn trees stand on a white clay pan ringed by some of the tallest red dunes on earth. The classic shot comes soon after sunrise: black trees against a **sunlit orange dune** while the pan is still in shade, shot with a telephoto to flatten the scene. Staying inside the park gate at Sesriem lets you enter before sunrise; the last 5 km need a 4x4 or the shuttle, followed by a 1 km walk across the sand. Carry plenty of water, as the heat builds fast.',
    photos: [
      {
        title: 'Dead trees against the sunlit dune',
        scene: { sky: 'golden', terrain: 'desert', seed: 4001 },
      },
      {
        title: 'Deadvlei at first light',
        scene: { sky: 'dawn', terrain: 'desert', seed: 4002 },
      },
      {
        title: 'Midday heat on the clay pan',
        scene: { sky: 'day', terrain: 'desert', seed: 4003, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Dune 45',
    lat: -24.7326,
    long: 15.4714,
    place: ['Africa', 'Namibia', 'Hardap', 'Sossusvlei'],
    subjects: ['Desert', 'Sunrise'],
    description:
      'A sculpted star dune right beside the road, 45 km past the Sesriem gate, and the most climbed dune in the Namib. Walk up the sharp ridge for **sunrise**, or stay at the base and use the climbers on the crest for scale. Low sun carves light and shadow along the ridges, and the lone tree near the foot of the dune makes a good foreground. Arrive with the first cars through the gate to beat the crowds.',
    photos: [
      {
        title: 'Sunrise on Dune 45',
        scene: { sky: 'dawn', terrain: 'desert', seed: 4004, sun: true },
      },
      {
        title: 'Ridgeline shadows in the morning',
        scene: { sky: 'golden', terrain: 'desert', seed: 4005 },
      },
    ],
    user: 1,
  },
  {
    title: 'Table Mountain from Bloubergstrand',
    lat: -33.7972,
    long: 18.462,
    place: ['Africa', 'South Africa', 'Western Cape', 'Cape Town'],
    subjects: ['Mountains', 'Beach', 'Sunset'],
    description:
      "From the beach at Bloubergstrand, the whole flat-topped massif of Table Mountain, with Devil's Peak and Lion's Head, rises across Table Bay. **Sunset** lights the face of the mountain pink and gold while the city lights come on below; mornings are backlit. In summer the south-easter pours the famous **tablecloth** cloud over the top. Use the rocks and surf for long-exposure foregrounds, and expect kitesurfers in the afternoon wind.",
    photos: [
      {
        title: 'Table Mountain at sunset from Blouberg',
        scene: { sky: 'golden', terrain: 'coast', seed: 4006, sun: true },
      },
      {
        title: 'Tablecloth cloud over Table Bay',
        scene: { sky: 'overcast', terrain: 'coast', seed: 4007 },
      },
      {
        title: 'Cape Town lights at blue hour',
        scene: { sky: 'dusk', terrain: 'coast', seed: 4008 },
      },
    ],
    user: 1,
  },
  {
    title: 'Cape Point',
    lat: -34.3567,
    long: 18.4975,
    place: ['Africa', 'South Africa', 'Western Cape', 'Cape Peninsula'],
    subjects: ['Coast', 'Viewpoint'],
    description:
      'Sheer sea cliffs at the tip of the Cape Peninsula, inside Table Mountain National Park. Walk or take the funicular up to the old lighthouse for views along the cliffs, then follow the trail to **Diaz Beach** and the Cape of Good Hope. The park gates open in the morning and close around sunset, which limits golden-hour shooting. Keep food out of sight: baboons are bold here.',
    photos: [
      {
        title: 'Cliffs below the old lighthouse',
        scene: { sky: 'day', terrain: 'coast', seed: 4009, sun: true },
      },
      {
        title: 'Diaz Beach in afternoon light',
        scene: { sky: 'golden', terrain: 'coast', seed: 4010 },
      },
    ],
    user: 1,
  },
  {
    title: 'Victoria Falls',
    lat: -17.924353,
    long: 25.85681,
    place: ['Africa', 'Zimbabwe', 'Matabeleland North', 'Victoria Falls'],
    subjects: ['Waterfall', 'River', 'Canyon'],
    description:
      'The Zambezi drops into a narrow gorge along a curtain of water more than 1.5 km wide. The rainforest path on the Zimbabwe side faces the falls from a string of viewpoints; morning sun often throws **rainbows** into the spray. At peak flow (roughly March to May) the spray can hide the falls and soak your gear, so bring a rain cover; the middle of the dry season is a good balance. Ticketed night tours around the full moon chase the **lunar rainbow**.',
    photos: [
      {
        title: 'Rainbow in the spray',
        scene: { sky: 'day', terrain: 'canyon', seed: 4011, sun: true },
      },
      {
        title: 'Main Falls at golden hour',
        scene: { sky: 'golden', terrain: 'canyon', seed: 4012 },
      },
      {
        title: 'Victoria Falls by moonlight',
        scene: { sky: 'night', terrain: 'canyon', seed: 4013, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Kilimanjaro from Amboseli',
    lat: -2.6527,
    long: 37.2606,
    place: ['Africa', 'Kenya', 'Kajiado', 'Amboseli National Park'],
    subjects: ['Wildlife', 'Mountains'],
    description:
      'Herds of elephants crossing the plains with the snowcap of Kilimanjaro behind them, just across the border in Tanzania. The mountain is usually clearest **early in the morning and late in the afternoon**, and hides in cloud through the middle of the day. The dry seasons (June to October and January to February) give the clearest views and concentrate animals at the swamps. Observation Hill offers an elevated view over the park.',
    photos: [
      {
        title: 'Elephants below Kilimanjaro at dawn',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 4014, sun: true },
      },
      {
        title: 'Kilimanjaro at sunset',
        scene: { sky: 'golden', terrain: 'mountains', seed: 4015 },
      },
    ],
    user: 1,
  },
  {
    title: 'Serengeti plains',
    lat: -2.3308,
    long: 34.8333,
    place: ['Africa', 'Tanzania', 'Mara', 'Serengeti National Park'],
    subjects: ['Wildlife', 'Sunset'],
    description:
      'Endless grass plains dotted with acacias and granite kopjes. The central **Seronera** area has big cats all year, while the Great Migration calves on the southern plains early in the year and crosses the Mara River in the north from about July to October. Plan game drives around **golden hour** and shoot from a beanbag on the vehicle window. Dawn balloon flights give a different perspective over the herds.',
    photos: [
      {
        title: 'Acacia silhouette at sunset',
        scene: { sky: 'golden', terrain: 'hills', seed: 4016, sun: true },
      },
      {
        title: 'Storm over the plains',
        scene: { sky: 'overcast', terrain: 'hills', seed: 4017 },
      },
      {
        title: 'Dawn balloon over the Serengeti',
        scene: { sky: 'dawn', terrain: 'hills', seed: 4018, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Ngorongoro Crater',
    lat: -3.1667,
    long: 35.5833,
    place: ['Africa', 'Tanzania', 'Arusha', 'Ngorongoro Conservation Area'],
    subjects: ['Wildlife', 'Volcano', 'Viewpoint'],
    description:
      'A vast collapsed volcanic caldera, about 20 km across, with a dense population of wildlife on its floor, including black rhino. At sunrise, viewpoints on the rim look down on mist filling the crater. Descend early when the road opens, as the time allowed on the crater floor is limited. The rim sits above 2,200 m and is cold at dawn, so bring a warm layer.',
    photos: [
      {
        title: 'Mist in the crater at sunrise',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 4019, sun: true },
      },
      {
        title: 'Crater floor from the rim',
        scene: { sky: 'day', terrain: 'hills', seed: 4020 },
      },
    ],
    user: 1,
  },
  {
    title: 'Avenue of the Baobabs',
    lat: -20.250833,
    long: 44.418611,
    place: ['Africa', 'Madagascar', 'Menabe', 'Morondava'],
    subjects: ['Forest', 'Sunset', 'Night Sky'],
    description:
      "Giant Grandidier's baobabs line a red dirt road about 45 minutes from Morondava. **Sunset** puts the trunks in silhouette against a glowing sky, and after dark the avenue is a classic **Milky Way** foreground. In the wet season, pools beside the road add reflections. Come in the dry season (roughly April to November) for passable roads, and pay the small community fee.",
    photos: [
      {
        title: 'Baobab silhouettes at sunset',
        scene: { sky: 'golden', terrain: 'forest', seed: 4021, sun: true },
      },
      {
        title: 'Milky Way over the baobabs',
        scene: { sky: 'night', terrain: 'forest', seed: 4022, stars: true },
      },
      {
        title: 'Baobabs reflected at dawn',
        scene: { sky: 'dawn', terrain: 'forest', seed: 4023 },
      },
    ],
    user: 1,
  },
  {
    title: 'Pyramids of Giza',
    lat: 29.979175,
    long: 31.134358,
    place: ['Africa', 'Egypt', 'Giza', 'Giza Plateau'],
    subjects: ['Desert', 'Ruins', 'Architecture'],
    description:
      "The **Panorama** viewpoint on the desert plateau southwest of the pyramids lines up the three great pyramids with the smaller queens' pyramids. Go for the morning opening, before the tour buses and the midday haze, or late afternoon for warmer light; camel riders make a classic foreground, but agree on any fee first. Tripods and large camera gear may need an extra ticket, and drones are not allowed. The cooler months from October to April are the most comfortable.",
    photos: [
      {
        title: 'Three pyramids from the Panorama',
        scene: { sky: 'golden', terrain: 'desert', seed: 4024, sun: true },
      },
      {
        title: 'Camels on the plateau at dawn',
        scene: { sky: 'dawn', terrain: 'desert', seed: 4025 },
      },
      {
        title: 'Great Pyramid in the midday haze',
        scene: { sky: 'day', terrain: 'desert', seed: 4026, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Chefchaouen blue medina',
    lat: 35.171389,
    long: -5.269722,
    place: ['Africa', 'Morocco', 'Tanger-Tetouan-Al Hoceima', 'Chefchaouen'],
    subjects: ['Street', 'Architecture', 'Mountains'],
    description:
      'Blue-washed lanes, stairways and doorways climb the slopes of the Rif Mountains. Wander the medina **early in the morning** for empty alleys and soft, even light on the walls. Walk up to the **Spanish Mosque** on the hill east of town for sunset over the blue rooftops. Ask before photographing residents; some decorated doorways expect a small tip.',
    photos: [
      {
        title: 'Blue alley in morning light',
        scene: { sky: 'day', terrain: 'city', seed: 4027 },
      },
      {
        title: 'Chefchaouen from the Spanish Mosque',
        scene: { sky: 'golden', terrain: 'city', seed: 4028, sun: true },
      },
      {
        title: 'Blue hour over the medina',
        scene: { sky: 'dusk', terrain: 'city', seed: 4029 },
      },
    ],
    user: 4,
  },
  {
    title: 'Erg Chebbi dunes, Merzouga',
    lat: 31.1667,
    long: -3.9833,
    place: ['Africa', 'Morocco', 'Drâa-Tafilalet', 'Merzouga'],
    subjects: ['Desert', 'Sunrise', 'Night Sky'],
    description:
      'Sahara-style dunes up to 150 m high rise abruptly from the stony desert beside the village of Merzouga. Join a camel trek to a desert camp, then climb the nearest big dune for **sunrise**, when side light sculpts the ridges. The skies are dark enough for the Milky Way on moonless nights. October to April is the most comfortable season; spring winds can bring sandstorms, so protect your gear.',
    photos: [
      {
        title: 'Camel caravan at sunrise',
        scene: { sky: 'dawn', terrain: 'desert', seed: 4030, sun: true },
      },
      {
        title: 'Dune ridges at golden hour',
        scene: { sky: 'golden', terrain: 'desert', seed: 4031 },
      },
      {
        title: 'Milky Way over the desert camp',
        scene: { sky: 'night', terrain: 'desert', seed: 4032, stars: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Aït Benhaddou',
    lat: 31.047043,
    long: -7.129532,
    place: ['Africa', 'Morocco', 'Drâa-Tafilalet', 'Ouarzazate'],
    subjects: ['Architecture', 'Castle', 'Sunrise'],
    description:
      'A fortified village of earthen kasbahs stacked on a hill above the Ounila River, a UNESCO World Heritage Site and a frequent film set. Shoot from across the river at **sunrise**, when the mud walls glow orange, then cross the footbridge and climb to the ruined granary at the top for views over the valley at sunset. Stay overnight in the new village to have the place almost to yourself at both ends of the day.',
    photos: [
      {
        title: 'Kasbahs glowing at sunrise',
        scene: { sky: 'dawn', terrain: 'desert', seed: 4033, sun: true },
      },
      {
        title: 'Granary hilltop at sunset',
        scene: { sky: 'golden', terrain: 'hills', seed: 4034, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Three Rondavels, Blyde River Canyon',
    lat: -24.57429,
    long: 30.798197,
    place: ['Africa', 'South Africa', 'Mpumalanga', 'Blyde River Canyon'],
    subjects: ['Canyon', 'Viewpoint', 'River'],
    description:
      "Three round-topped rock towers rise from the far wall of one of the largest green canyons on earth, with the Blydepoort Dam curving below. The viewpoint is a short walk from the car park on the Panorama Route, which also takes in God's Window and Bourke's Luck Potholes. **Morning** brings the best light on the towers and the best odds of clear air; summer afternoons often build thunderstorms. A small entry fee applies and the site keeps daytime hours.",
    photos: [
      {
        title: 'Morning light on the Three Rondavels',
        scene: { sky: 'dawn', terrain: 'canyon', seed: 4035, sun: true },
      },
      {
        title: 'Summer storm over the canyon',
        scene: { sky: 'overcast', terrain: 'canyon', seed: 4036 },
      },
    ],
    user: 1,
  },
  {
    title: 'Okavango Delta',
    lat: -19.3,
    long: 22.9,
    place: ['Africa', 'Botswana', 'North-West', 'Okavango Delta'],
    subjects: ['Wildlife', 'River'],
    description:
      'A vast inland delta where seasonal floodwaters spread across the Kalahari, peaking in the middle of the dry season (roughly June to August). A **scenic flight** reveals the channels and islands from above, while a mokoro (dugout canoe) trip puts you at water level among the reeds and lilies. Elephants wading between islands are a signature subject. Light aircraft to the camps have strict luggage limits, usually soft bags only.',
    photos: [
      {
        title: 'Aerial channels of the delta',
        scene: { sky: 'day', terrain: 'lake', seed: 4037, sun: true },
      },
      {
        title: 'Mokoro at sunset',
        scene: { sky: 'golden', terrain: 'lake', seed: 4038, sun: true },
      },
      {
        title: 'Elephants wading at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 4039 },
      },
    ],
    user: 1,
  },
  {
    title: 'Lake Natron',
    lat: -2.416667,
    long: 36,
    place: ['Africa', 'Tanzania', 'Arusha', 'Ngorongoro District'],
    subjects: ['Lake', 'Wildlife', 'Volcano'],
    description:
      'A caustic soda lake in the Rift Valley and the main breeding ground of the **lesser flamingo**, with the active volcano Ol Doinyo Lengai on the horizon. Salt crusts and algae paint the shallows red and pink, best seen from the air or from the shore at low sun. The approach is a long, rough drive, and the lake basin is extremely hot, so shoot early and late. The walk up the Ngare Sero gorge to the waterfall is a good midday escape.',
    photos: [
      {
        title: 'Flamingos below Ol Doinyo Lengai',
        scene: { sky: 'golden', terrain: 'lake', seed: 4040 },
      },
      {
        title: 'Soda crust patterns from above',
        scene: { sky: 'day', terrain: 'lake', seed: 4041, sun: true },
      },
    ],
    user: 1,
  },

  // ---------------------------------------------------------- Antarctica
  {
    title: 'Lemaire Channel',
    lat: -65.0833,
    long: -63.95,
    place: ['Antarctica', 'Antarctic Peninsula', 'Graham Coast'],
    subjects: ['Glacier', 'Mountains', 'Reflection'],
    description:
      'A narrow passage, about 11 km long, between Booth Island and the peaks of the peninsula, nicknamed **Kodak Gap** for good reason. On calm days the channel is a mirror for the sheer, glaciated walls; stand on the bow with both a wide lens and a telephoto. Ice often blocks the channel, so a transit is never guaranteed. In December and January, the long twilight around midnight gives soft pastel light.',
    photos: [
      {
        title: 'Mirror-calm Lemaire Channel',
        scene: { sky: 'overcast', terrain: 'ice', seed: 4042 },
      },
      {
        title: 'Peaks in midnight twilight',
        scene: { sky: 'dusk', terrain: 'ice', seed: 4043 },
      },
      {
        title: 'Icebergs in the channel',
        scene: { sky: 'day', terrain: 'ice', seed: 4044, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Neko Harbour',
    lat: -64.8433,
    long: -62.53,
    place: ['Antarctica', 'Antarctic Peninsula', 'Danco Coast'],
    subjects: ['Glacier', 'Wildlife'],
    description:
      'A landing on the Antarctic continent itself, inside Andvord Bay, with gentoo penguins nesting below a huge, actively calving glacier. Climb the snow slope behind the beach for an elevated view of the bay and the glacier front. Stay well above the shoreline, as calving can send waves up the beach. Landings depend on ice and weather, and the expedition team sets the rules for distance to wildlife.',
    photos: [
      {
        title: 'Gentoos below the glacier',
        scene: { sky: 'day', terrain: 'ice', seed: 4045 },
      },
      {
        title: 'Calving glacier in Andvord Bay',
        scene: { sky: 'overcast', terrain: 'ice', seed: 4046 },
      },
    ],
    user: 2,
  },
  {
    title: 'Paradise Harbour',
    lat: -64.85,
    long: -62.9,
    place: ['Antarctica', 'Antarctic Peninsula', 'Danco Coast'],
    subjects: ['Glacier', 'Reflection', 'Mountains'],
    description:
      'A sheltered bay ringed by glaciers and crowded with icebergs, often glassy calm. **Zodiac cruising** gets you low among sculpted blue ice, with mirror reflections of the surrounding peaks. Landings near the Argentine Brown Station include a short climb to a viewpoint over the harbour. Overcast days bring out the blue in the ice; sunny ones need careful exposure for the snow.',
    photos: [
      {
        title: 'Icebergs in still water',
        scene: { sky: 'overcast', terrain: 'ice', seed: 4047 },
      },
      {
        title: 'Golden light on Paradise Harbour',
        scene: { sky: 'golden', terrain: 'ice', seed: 4048, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Whalers Bay, Deception Island',
    lat: -62.9833,
    long: -60.5667,
    place: ['Antarctica', 'Antarctic Peninsula', 'South Shetland Islands'],
    subjects: ['Volcano', 'Ruins', 'Coast'],
    description:
      "Ships sail through the narrow gap of **Neptune's Bellows** into the flooded caldera of an active volcano. On the black sand of Whalers Bay stand the rusting tanks and boilers of a whaling station and an abandoned British base, with steam rising from the shoreline. A short walk leads to **Neptune's Window**, a gap in the caldera rim with views out to sea. Low, overcast light suits the bleak, moody scene.",
    photos: [
      {
        title: 'Rusting tanks at Whalers Bay',
        scene: { sky: 'overcast', terrain: 'ice', seed: 4049 },
      },
      {
        title: "View from Neptune's Window",
        scene: { sky: 'day', terrain: 'coast', seed: 4050 },
      },
    ],
    user: 2,
  },
  {
    title: 'Port Lockroy',
    lat: -64.8253,
    long: -63.494,
    place: ['Antarctica', 'Antarctic Peninsula', 'Palmer Archipelago'],
    subjects: ['Wildlife', 'Architecture', 'Mountains'],
    description:
      "A restored British base from the 1940s on tiny Goudier Island, now a museum and one of the world's most remote post offices. Gentoo penguins nest right around the buildings, framed by the glaciated peaks of Wiencke Island. Visits are tightly managed and depend on the season and the ice. Stay low and use a mid-range zoom to put penguins, the hut and the mountains in one frame.",
    photos: [
      {
        title: 'Bransfield House and gentoos',
        scene: { sky: 'day', terrain: 'ice', seed: 4051 },
      },
      {
        title: 'Peaks above Port Lockroy',
        scene: { sky: 'golden', terrain: 'ice', seed: 4052 },
      },
    ],
    user: 2,
  },
  {
    title: 'Half Moon Island',
    lat: -62.595,
    long: -59.915,
    place: ['Antarctica', 'Antarctic Peninsula', 'South Shetland Islands'],
    subjects: ['Wildlife', 'Island', 'Mountains'],
    description:
      'A small crescent-shaped island in the South Shetlands, with a **chinstrap penguin** colony on its rocky outcrops. The glaciated peaks of Livingston Island make a dramatic backdrop across the bay. An old wooden boat on the beach adds a foreground. Landings depend on swell, and the expedition team will mark paths around the nesting birds.',
    photos: [
      {
        title: 'Chinstraps against Livingston Island',
        scene: { sky: 'overcast', terrain: 'ice', seed: 4053 },
      },
      {
        title: 'Old boat on the beach',
        scene: { sky: 'day', terrain: 'coast', seed: 4054 },
      },
    ],
    user: 2,
  },
];
