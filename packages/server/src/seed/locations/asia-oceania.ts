import type { DemoLocation } from '../demo-locations';

/** Demo spots in Asia and Oceania. */
export const ASIA_AND_OCEANIA: DemoLocation[] = [
  // ---------------------------------------------------------------- Asia
  {
    title: 'Mount Fuji from Chureito Pagoda',
    lat: 35.501281,
    long: 138.801147,
    place: ['Asia', 'Japan', 'Yamanashi', 'Fujiyoshida'],
    subjects: ['Mountains', 'Temple', 'Viewpoint'],
    description:
      'The postcard view of Japan: the five-storey **Chureito Pagoda** in front of a snow-capped Mount Fuji. Climb the roughly 400 steps through Arakurayama Sengen Park to the observation deck just above the pagoda and frame both with a short telephoto. **Early April** brings cherry blossom and **November** red maples, while clear winter mornings give the sharpest view of the peak. Arrive before sunrise: the deck fills quickly in blossom season and Fuji often disappears into cloud by late morning.',
    photos: [
      {
        title: 'Chureito Pagoda and Fuji at sunrise',
        scene: { sky: 'dawn', terrain: 'temple', seed: 3001, sun: true, landmark: 'pagoda' },
      },
      {
        title: 'Cherry blossom above Fujiyoshida',
        scene: { sky: 'day', terrain: 'temple', seed: 3002, landmark: 'pagoda' },
      },
      {
        title: 'Pagoda lights at blue hour',
        scene: { sky: 'dusk', terrain: 'temple', seed: 3003, landmark: 'pagoda' },
      },
    ],
    user: 3,
  },
  {
    title: 'Lake Kawaguchi from Oishi Park',
    lat: 35.5264,
    long: 138.7445,
    place: ['Asia', 'Japan', 'Yamanashi', 'Fujikawaguchiko'],
    subjects: ['Lake', 'Mountains', 'Reflection'],
    description:
      'The north shore of Lake Kawaguchi around **Oishi Park** looks straight across the water to Mount Fuji. Calm mornings before the wind picks up give the best mirror reflections, so be on the shore at first light. Summer lavender and the red kochia bushes of autumn make colourful foregrounds; winter (December to February) has the clearest air and the most snow on the summit. The park is free and there is parking right on the lakeside.',
    photos: [
      {
        title: 'Fuji reflected in Lake Kawaguchi at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3004, sun: true },
      },
      {
        title: 'Autumn evening on the north shore',
        scene: { sky: 'golden', terrain: 'lake', seed: 3005 },
      },
      {
        title: 'Stars over Kawaguchiko',
        scene: { sky: 'night', terrain: 'mountains', seed: 3006, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Fushimi Inari Taisha',
    lat: 34.96714,
    long: 135.772672,
    place: ['Asia', 'Japan', 'Kyoto', 'Fushimi'],
    subjects: ['Temple', 'Architecture', 'Forest'],
    description:
      'Thousands of vermilion **torii gates** form tunnels up the wooded slopes of Mount Inari behind the main shrine. The famous **Senbon Torii** near the bottom are packed by mid-morning, so come at sunrise or keep climbing for 30 to 45 minutes, where the gates thin out and so do the crowds. The shrine is free and open around the clock, which makes lantern-lit night visits possible. A mid-length lens compresses the gate tunnels nicely, and overcast days give even light on the lacquer.',
    photos: [
      {
        title: 'Torii tunnel at first light',
        scene: { sky: 'dawn', terrain: 'temple', seed: 3007, landmark: 'pagoda' },
      },
      {
        title: 'Lantern-lit gates after dark',
        scene: { sky: 'night', terrain: 'temple', seed: 3008, stars: false, landmark: 'pagoda' },
      },
      {
        title: 'Senbon Torii on a grey afternoon',
        scene: { sky: 'overcast', terrain: 'forest', seed: 3009 },
      },
    ],
    user: 3,
  },
  {
    title: 'Arashiyama Bamboo Grove',
    lat: 35.017038,
    long: 135.671408,
    place: ['Asia', 'Japan', 'Kyoto', 'Arashiyama'],
    subjects: ['Forest', 'Street'],
    description:
      'A short path through towering bamboo next to Tenryu-ji temple in western Kyoto. It is small and extremely popular, so be there **before 7 am** for an empty path. Shoot upward with a wide lens to make the stalks converge, or use a longer focal length down the path to stack the greenery; soft overcast light avoids harsh patches of sun. The grove is free and open at all hours.',
    photos: [
      {
        title: 'Empty bamboo path at dawn',
        scene: { sky: 'dawn', terrain: 'forest', seed: 3010 },
      },
      {
        title: 'Green light in the grove',
        scene: { sky: 'overcast', terrain: 'forest', seed: 3011 },
      },
    ],
    user: 3,
  },
  {
    title: 'Shibuya Crossing',
    lat: 35.659494,
    long: 139.700553,
    place: ['Asia', 'Japan', 'Tokyo', 'Shibuya'],
    subjects: ['Cityscape', 'Street'],
    description:
      "The world's most famous pedestrian scramble looks best from above. Free vantage points include the windows of the station walkways, while the paid **Shibuya Sky** rooftop looks down on the whole district. At **blue hour**, use a slow shutter (1/4 s to 1 s) from a stable spot to blur the crowds while the screens and neon glow. Rainy nights add umbrellas and reflections on the asphalt.",
    photos: [
      {
        title: 'Scramble at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 3012 },
      },
      {
        title: 'Rainy night at the crossing',
        scene: { sky: 'night', terrain: 'city', seed: 3013, stars: false },
      },
      {
        title: 'Shibuya rooftops at sunset',
        scene: { sky: 'golden', terrain: 'city', seed: 3014, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Angkor Wat reflection pools',
    lat: 13.413,
    long: 103.864,
    place: ['Asia', 'Cambodia', 'Siem Reap', 'Angkor'],
    subjects: ['Temple', 'Reflection', 'Sunrise'],
    description:
      "The classic Angkor sunrise: five lotus-bud towers mirrored in the **north reflection pool** in front of the temple. Buy your Angkor Pass ahead and arrive around 5 am to claim a spot on the pool's edge; hundreds of people gather here. The sun rises behind the towers, so the richest colour usually comes before it appears. The pools are fullest in the wet season and can be low late in the dry season.",
    photos: [
      {
        title: 'Angkor Wat sunrise reflection',
        scene: { sky: 'dawn', terrain: 'temple', seed: 3015, sun: true, landmark: 'prang' },
      },
      {
        title: 'Lotus towers before dawn',
        scene: { sky: 'dusk', terrain: 'temple', seed: 3016, landmark: 'prang' },
      },
      {
        title: 'West gate at golden hour',
        scene: { sky: 'golden', terrain: 'temple', seed: 3017, landmark: 'prang' },
      },
    ],
    user: 3,
  },
  {
    title: 'Bagan temple plain',
    lat: 21.1717,
    long: 94.8585,
    place: ['Asia', 'Myanmar', 'Mandalay', 'Bagan'],
    subjects: ['Temple', 'Ruins', 'Sunrise'],
    description:
      'More than two thousand brick temples and stupas rise from the plain beside the Irrawaddy River. The signature image is **hot-air balloons drifting over the stupas at sunrise**, in the balloon season from roughly October to March. Climbing the temples is now largely banned, so use the designated viewing mounds or a balloon flight for height. Check current travel advisories before planning a trip.',
    photos: [
      {
        title: 'Balloons over the stupas at sunrise',
        scene: { sky: 'dawn', terrain: 'temple', seed: 3018, sun: true, landmark: 'stupa' },
      },
      {
        title: 'Misty morning across the plain',
        scene: { sky: 'overcast', terrain: 'temple', seed: 3019, landmark: 'stupa' },
      },
      {
        title: 'Sunset over the Irrawaddy plain',
        scene: { sky: 'golden', terrain: 'temple', seed: 3020, sun: true, landmark: 'stupa' },
      },
    ],
    user: 3,
  },
  {
    title: 'Ha Long Bay',
    lat: 20.910051,
    long: 107.183902,
    place: ['Asia', 'Vietnam', 'Quang Ninh', 'Ha Long'],
    subjects: ['Island', 'Coast'],
    description:
      'Nearly two thousand limestone karsts rise from emerald water in the Gulf of Tonkin. An **overnight cruise** puts you among the islands at sunrise and sunset, after the day boats have left, and kayaking lets you shoot from water level. The viewpoint on **Ti Top Island** gives the classic elevated panorama. Spring and autumn balance clear skies with calm seas; summer brings haze and storms.',
    photos: [
      {
        title: 'Karsts at sunrise from the deck',
        scene: { sky: 'dawn', terrain: 'sea', seed: 3021, sun: true },
      },
      {
        title: 'Misty karst islands',
        scene: { sky: 'overcast', terrain: 'sea', seed: 3022 },
      },
      {
        title: 'Panorama from Ti Top Island',
        scene: { sky: 'day', terrain: 'coast', seed: 3023 },
      },
    ],
    user: 3,
  },
  {
    title: 'Banaue Rice Terraces',
    lat: 16.9119,
    long: 121.0614,
    place: ['Asia', 'Philippines', 'Ifugao', 'Banaue'],
    subjects: ['Mountains', 'Viewpoint'],
    description:
      'The Ifugao rice terraces were carved into the Cordillera by hand centuries ago and still climb whole mountainsides. The roadside **Banaue viewpoint** just north of town gives the classic overview; for the UNESCO-listed amphitheatre of **Batad**, ride to the saddle and hike down. Go early in the morning, before clouds build over the ridges. The terraces are brightest green in the growing season and mirror the sky when flooded for planting.',
    photos: [
      {
        title: 'Morning light on the Banaue terraces',
        scene: { sky: 'golden', terrain: 'hills', seed: 3024, sun: true },
      },
      {
        title: 'Clouds over the Batad amphitheatre',
        scene: { sky: 'overcast', terrain: 'hills', seed: 3025 },
      },
    ],
    user: 3,
  },
  {
    title: 'Taj Mahal from Mehtab Bagh',
    lat: 27.1797,
    long: 78.0422,
    place: ['Asia', 'India', 'Uttar Pradesh', 'Agra'],
    subjects: ['Architecture', 'River', 'Sunset'],
    description:
      'Across the Yamuna from the Taj, the Mughal **Mehtab Bagh** (Moonlight Garden) is aligned with the mausoleum and gives a symmetrical view without the crowds inside the complex. It is at its best at **sunset**, when the marble warms to pink and gold; a telephoto compresses the domes and minarets. Winter mornings can be foggy, which is either a mood or a washout. Entry is ticketed and cheap, and the riverbank next to the garden is an alternative.',
    photos: [
      {
        title: 'Taj Mahal at sunset across the Yamuna',
        scene: { sky: 'golden', terrain: 'temple', seed: 3026, sun: true, landmark: 'dome' },
      },
      {
        title: 'Misty winter morning at the Taj',
        scene: { sky: 'overcast', terrain: 'temple', seed: 3027, landmark: 'dome' },
      },
      {
        title: 'Blue hour over the river',
        scene: { sky: 'dusk', terrain: 'temple', seed: 3028, landmark: 'dome' },
      },
    ],
    user: 3,
  },
  {
    title: 'Varanasi ghats',
    lat: 25.307,
    long: 83.0107,
    place: ['Asia', 'India', 'Uttar Pradesh', 'Varanasi'],
    subjects: ['River', 'Street', 'Sunrise'],
    description:
      'Stone steps line the Ganges for kilometres, busy with pilgrims, bathers and boats. Hire a **rowing boat at dawn** from Dashashwamedh Ghat to shoot the sunrise light on the riverfront, and return at dusk for the **Ganga Aarti** fire ceremony. Always ask before photographing people, and do not photograph at the cremation ghats. October to March brings comfortable temperatures and misty mornings.',
    photos: [
      {
        title: 'Sunrise boat ride along the ghats',
        scene: { sky: 'dawn', terrain: 'city', seed: 3029, sun: true },
      },
      {
        title: 'Ganga Aarti at dusk',
        scene: { sky: 'dusk', terrain: 'city', seed: 3030 },
      },
    ],
    user: 3,
  },
  {
    title: 'Potala Palace',
    lat: 29.657778,
    long: 91.116944,
    place: ['Asia', 'China', 'Tibet', 'Lhasa'],
    subjects: ['Architecture', 'Temple'],
    description:
      'The white and red palace of the Dalai Lamas rises above Lhasa on Marpo Ri hill. The classic frontal view, the one printed on the 50-yuan note, is from **Chakpori Hill** to the southwest; the square to the south works well for night shots of the lit facade. The thin, clean air at 3,700 m gives deep blue skies. Foreign visitors need a Tibet Travel Permit and a guided tour, and photography is not allowed inside the palace.',
    photos: [
      {
        title: 'Potala Palace at dawn',
        scene: { sky: 'dawn', terrain: 'temple', seed: 3031, landmark: 'stupa' },
      },
      {
        title: 'Potala lit at night',
        scene: { sky: 'night', terrain: 'city', seed: 3032, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Zhangjiajie sandstone pillars',
    lat: 29.345192,
    long: 110.437217,
    place: ['Asia', 'China', 'Hunan', 'Wulingyuan'],
    subjects: ['Mountains', 'Forest', 'Viewpoint'],
    description:
      'Thousands of forested sandstone pillars fill Zhangjiajie National Forest Park, the inspiration for the floating mountains in *Avatar*. The **Yuanjiajie** area around Avatar Hallelujah Mountain and the **Tianzi Mountain** viewpoints are the classics; mist after rain creates the layered look everyone is after. The park ticket covers several days, and the Bailong elevator and cable cars save a lot of climbing. Go early on weekdays, as Chinese holidays bring huge crowds.',
    photos: [
      {
        title: 'Sandstone pillars in the mist',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 3033 },
      },
      {
        title: 'Sunrise over Tianzi Mountain',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 3034, sun: true },
      },
      {
        title: 'Golden light on the Hallelujah pillar',
        scene: { sky: 'golden', terrain: 'peaks', seed: 3035 },
      },
    ],
    user: 3,
  },
  {
    title: 'Li River at Xingping',
    lat: 24.9319,
    long: 110.5133,
    place: ['Asia', 'China', 'Guangxi', 'Xingping'],
    subjects: ['River', 'Mountains', 'Reflection'],
    description:
      "The karst peaks along this bend of the Li River are the scene on the back of the 20-yuan note. Walk about 20 minutes from Xingping's old town to the banknote viewpoint, or climb **Laozhai Hill** (roughly 30 minutes of steep steps) for a sunset panorama over the river. Cormorant fishermen with lanterns pose for photographers at dawn for a fee. Misty spring mornings are the most atmospheric; autumn has clearer skies.",
    photos: [
      {
        title: 'Sunset from Laozhai Hill',
        scene: { sky: 'golden', terrain: 'hills', seed: 3036, sun: true },
      },
      {
        title: 'Cormorant fisherman at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3037 },
      },
      {
        title: 'Misty karsts on the Li River',
        scene: { sky: 'overcast', terrain: 'hills', seed: 3038 },
      },
    ],
    user: 3,
  },
  {
    title: 'Great Wall at Jinshanling',
    lat: 40.683333,
    long: 117.236111,
    place: ['Asia', 'China', 'Hebei', 'Luanping'],
    subjects: ['Architecture', 'Mountains', 'Sunrise'],
    description:
      "A partly restored stretch of Ming-dynasty wall with closely spaced watchtowers snaking over steep ridges, far quieter than Badaling or Mutianyu. Stay at the foot of the wall to be up there for **sunrise and sunset**, when side light picks out every tower. October's autumn colours and the occasional winter snowfall are highlights. It is about a 2.5-hour drive from Beijing; unrestored sections are steep and loose, so wear proper shoes.",
    photos: [
      {
        title: 'Watchtowers at sunrise',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 3039, sun: true },
      },
      {
        title: 'Autumn ridge at golden hour',
        scene: { sky: 'golden', terrain: 'mountains', seed: 3040 },
      },
      {
        title: 'The wall under the stars',
        scene: { sky: 'night', terrain: 'mountains', seed: 3041, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Marina Bay Sands from Merlion Park',
    lat: 1.286789,
    long: 103.854501,
    place: ['Asia', 'Singapore', 'Central Region', 'Marina Bay'],
    subjects: ['Cityscape', 'Architecture'],
    description:
      'From **Merlion Park** the spouting Merlion, the bay and the three towers of Marina Bay Sands line up in one frame. Shoot at **blue hour**, when the skyline lights come on, and stay for the free evening light-and-water show on the promenade in front of the hotel. The Helix Bridge and the Esplanade waterfront give more angles within a short walk. Expect your lens to fog when you step out of air conditioning into the humidity.',
    photos: [
      {
        title: 'Marina Bay at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 3042 },
      },
      {
        title: 'Sunrise behind Marina Bay Sands',
        scene: { sky: 'dawn', terrain: 'city', seed: 3043, sun: true },
      },
      {
        title: 'Skyline after a tropical storm',
        scene: { sky: 'overcast', terrain: 'city', seed: 3044 },
      },
    ],
    user: 4,
  },
  {
    title: 'Petronas Twin Towers',
    lat: 3.15785,
    long: 101.711533,
    place: ['Asia', 'Malaysia', 'Kuala Lumpur', 'KLCC'],
    subjects: ['Cityscape', 'Architecture'],
    description:
      'The steel-clad twin towers glow silver at night and look best just after sunset. Shoot upward from the plaza at the entrance with an ultra-wide lens, or walk into **KLCC Park** behind the towers for a full view over the lake and fountains. Rooftop bars around the city centre offer elevated angles. Afternoon thunderstorms are common, so plan for the evening once they clear.',
    photos: [
      {
        title: 'Twin towers at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 3045 },
      },
      {
        title: 'Looking up from the plaza',
        scene: { sky: 'day', terrain: 'city', seed: 3046, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Mount Bromo from Penanjakan',
    lat: -7.9005,
    long: 112.957,
    place: ['Asia', 'Indonesia', 'East Java', 'Bromo Tengger Semeru'],
    subjects: ['Volcano', 'Sunrise', 'Viewpoint'],
    description:
      'From **Penanjakan** on the caldera rim you look over the Sea of Sand to smoking Bromo, the ribbed cone of Batok and Semeru venting in the distance. Jeeps leave Cemoro Lawang or Tosari around 3 am; the main viewpoint is crowded, and nearby **King Kong Hill** is a good alternative. The dry season (roughly May to October) gives the best odds of clear skies and mist pooling in the caldera. Bring warm layers: it is near freezing before dawn.',
    photos: [
      {
        title: 'Bromo caldera at sunrise',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 3047, sun: true },
      },
      {
        title: 'Mist over the Sea of Sand',
        scene: { sky: 'golden', terrain: 'mountains', seed: 3048 },
      },
      {
        title: 'Milky Way above Bromo',
        scene: { sky: 'night', terrain: 'peaks', seed: 3049, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Kelingking Beach',
    lat: -8.7504,
    long: 115.4744,
    place: ['Asia', 'Indonesia', 'Bali', 'Nusa Penida'],
    subjects: ['Beach', 'Coast', 'Viewpoint'],
    description:
      "The famous **T-Rex headland** curves down to a white beach, seen from the clifftop viewpoint on Nusa Penida's west coast. Fast boats from Sanur take under an hour, and the island's roads are rough, so allow plenty of time. Late-afternoon light is the most flattering, while early mornings are quieter. The path down to the beach is steep and exposed, and swimming is dangerous because of strong currents.",
    photos: [
      {
        title: 'T-Rex headland in afternoon light',
        scene: { sky: 'golden', terrain: 'coast', seed: 3050, sun: true },
      },
      {
        title: 'Kelingking from the clifftop',
        scene: { sky: 'day', terrain: 'coast', seed: 3051 },
      },
    ],
    user: 3,
  },
  {
    title: 'Tegallalang Rice Terraces',
    lat: -8.4315,
    long: 115.2793,
    place: ['Asia', 'Indonesia', 'Bali', 'Gianyar'],
    subjects: ['Viewpoint', 'Sunrise'],
    description:
      "Palm-fringed terraces north of Ubud, watered by Bali's centuries-old **subak** irrigation system. Come at **sunrise** for mist in the valley and soft light before the tour buses arrive around 9 am. A small entrance fee is charged, and farmers may ask for a donation to cross their plots. The terraces are greenest a few weeks before harvest, and the rainy season (November to March) brings lush colour but slippery paths.",
    photos: [
      {
        title: 'Morning mist over the terraces',
        scene: { sky: 'dawn', terrain: 'hills', seed: 3052, sun: true },
      },
      {
        title: 'Palms and paddies',
        scene: { sky: 'day', terrain: 'forest', seed: 3053 },
      },
    ],
    user: 3,
  },
  {
    title: 'Wadi Rum',
    lat: 29.576111,
    long: 35.419444,
    place: ['Asia', 'Jordan', 'Aqaba', 'Wadi Rum'],
    subjects: ['Desert', 'Night Sky', 'Mountains'],
    description:
      'Red sand valleys run between towering sandstone and granite massifs in southern Jordan. Book a Bedouin-run jeep tour and an **overnight camp** to shoot sunset from a dune or rock arch and then the **Milky Way** under very dark skies. The rock bridges and the red dunes are the classic stops. Spring and autumn are best; summer middays are brutal and winter nights are cold.',
    photos: [
      {
        title: 'Sunset over the sandstone massifs',
        scene: { sky: 'golden', terrain: 'desert', seed: 3054, sun: true },
      },
      {
        title: 'Milky Way over the desert camp',
        scene: { sky: 'night', terrain: 'desert', seed: 3055, stars: true },
      },
      {
        title: 'Red dunes in morning light',
        scene: { sky: 'dawn', terrain: 'desert', seed: 3056 },
      },
    ],
    user: 3,
  },
  {
    title: 'Petra Treasury',
    lat: 30.322222,
    long: 35.451944,
    place: ['Asia', 'Jordan', "Ma'an", 'Petra'],
    subjects: ['Architecture', 'Ruins', 'Canyon'],
    description:
      '**Al-Khazneh**, the Treasury, is carved into rose-red rock at the end of the narrow Siq. Enter when the gates open in the early morning to have the facade nearly to yourself; for most of the day it glows in light reflected off the canyon walls. A trail up the cliffs opposite leads to the famous **top-down viewpoint**. Petra by Night, on selected evenings, fills the plaza with candles; the Jordan Pass includes site entry.',
    photos: [
      {
        title: 'The Treasury from the Siq',
        scene: { sky: 'day', terrain: 'canyon', seed: 3057 },
      },
      {
        title: 'Treasury by candlelight',
        scene: { sky: 'night', terrain: 'canyon', seed: 3058, stars: true },
      },
      {
        title: 'Looking down on Al-Khazneh',
        scene: { sky: 'golden', terrain: 'canyon', seed: 3059 },
      },
    ],
    user: 3,
  },
  {
    title: 'Sheikh Zayed Grand Mosque',
    lat: 24.4123,
    long: 54.4753,
    place: ['Asia', 'United Arab Emirates', 'Abu Dhabi'],
    subjects: ['Architecture', 'Reflection', 'Sunset'],
    description:
      'More than eighty white marble domes and four minarets are mirrored in long reflecting pools. Visiting is free but needs an online time slot, and modest dress is required, with women covering their hair. Come for **sunset and blue hour**, when the exterior lighting comes on; its colour changes with the phases of the moon. The mosque closes to tourists on Friday mornings for prayers.',
    photos: [
      {
        title: 'Domes at blue hour',
        scene: { sky: 'dusk', terrain: 'temple', seed: 3060, landmark: 'dome' },
      },
      {
        title: 'Reflecting pools at sunset',
        scene: { sky: 'golden', terrain: 'temple', seed: 3061, sun: true, landmark: 'dome' },
      },
      {
        title: 'White marble courtyard',
        scene: { sky: 'day', terrain: 'temple', seed: 3062, landmark: 'dome' },
      },
    ],
    user: 3,
  },
  {
    title: 'Cappadocia balloons over Göreme',
    lat: 38.6431,
    long: 34.8289,
    place: ['Asia', 'Turkey', 'Nevşehir', 'Göreme'],
    subjects: ['Canyon', 'Sunrise', 'Viewpoint'],
    description:
      'On calm mornings, well over a hundred hot-air balloons rise over the fairy chimneys around Göreme. Shoot from a hotel rooftop terrace or the hills just above town, or book a flight yourself. Flights depend on the wind and are often cancelled, so plan several mornings. Spring and autumn are the most reliable seasons, and winter snow on the rock cones is spectacular.',
    photos: [
      {
        title: 'Balloons over Göreme at sunrise',
        scene: { sky: 'dawn', terrain: 'canyon', seed: 3063, sun: true },
      },
      {
        title: 'Rose Valley at sunset',
        scene: { sky: 'golden', terrain: 'canyon', seed: 3064, sun: true },
      },
      {
        title: 'Fairy chimneys under the stars',
        scene: { sky: 'night', terrain: 'canyon', seed: 3065, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Everest from Kala Patthar',
    lat: 27.9956,
    long: 86.8283,
    place: ['Asia', 'Nepal', 'Koshi', 'Khumbu'],
    subjects: ['Mountains', 'Glacier', 'Viewpoint'],
    description:
      "At about 5,600 m, the rocky hump of Kala Patthar is the classic viewpoint for Everest's summit pyramid above the Khumbu Glacier and Nuptse. Climb from Gorak Shep (1.5 to 2 hours) for **sunset**, when the last light hits Everest, or go before dawn for the clearest skies. Getting here means the Everest Base Camp trek, about a week up from Lukla with acclimatisation days. October and November, after the monsoon, have the most stable weather.",
    photos: [
      {
        title: 'Last light on Everest',
        scene: { sky: 'golden', terrain: 'peaks', seed: 3066, sun: true },
      },
      {
        title: 'Khumbu Glacier at dawn',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 3067 },
      },
      {
        title: 'Milky Way over the Himalaya',
        scene: { sky: 'night', terrain: 'peaks', seed: 3068, stars: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Hong Kong from Victoria Peak',
    lat: 22.2711,
    long: 114.1497,
    place: ['Asia', 'China', 'Hong Kong', 'Victoria Peak'],
    subjects: ['Cityscape', 'Viewpoint'],
    description:
      'The towers of Central and Kowloon stacked along Victoria Harbour, seen from above. The free, level **Lugard Road** lookout, a short walk from the Peak Tower, has the classic angle; the Sky Terrace on the tower is the paid option. Arrive before sunset and shoot through golden hour into **blue hour**. Autumn has the clearest air; summer brings haze and humidity, and the Peak Tram queues can be long.',
    photos: [
      {
        title: 'Victoria Harbour at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 3069 },
      },
      {
        title: 'Hong Kong skyline at night',
        scene: { sky: 'night', terrain: 'city', seed: 3070, stars: false },
      },
      {
        title: 'Golden hour from Lugard Road',
        scene: { sky: 'golden', terrain: 'city', seed: 3071, sun: true },
      },
    ],
    user: 4,
  },

  // ------------------------------------------------------------- Oceania
  {
    title: 'Twelve Apostles',
    lat: -38.6656,
    long: 143.1043,
    place: ['Oceania', 'Australia', 'Victoria', 'Port Campbell'],
    subjects: ['Coast', 'Sunset', 'Viewpoint'],
    description:
      'Limestone sea stacks rise from the Southern Ocean beside the Great Ocean Road. The boardwalk platforms, reached by a tunnel from the visitor centre car park, give the classic view; **sunset** side-lights the stacks, and sunrise puts them in silhouette. For a low angle, walk down the **Gibson Steps** to the beach at low tide. Scenic helicopter flights leave from next to the car park.',
    photos: [
      {
        title: 'Sea stacks at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 3072, sun: true },
      },
      {
        title: 'Stormy Southern Ocean',
        scene: { sky: 'overcast', terrain: 'coast', seed: 3073 },
      },
      {
        title: 'Apostles at blue hour',
        scene: { sky: 'dusk', terrain: 'coast', seed: 3074 },
      },
    ],
    user: 1,
  },
  {
    title: 'Uluru',
    lat: -25.344428,
    long: 131.03688,
    place: ['Oceania', 'Australia', 'Northern Territory', 'Uluru-Kata Tjuta National Park'],
    subjects: ['Desert', 'Sunset', 'Night Sky'],
    description:
      'The great sandstone monolith glows deep red in low sun. Use the designated **sunset viewing area** and the **Talinguru Nyakunytjaku** sunrise platform, which also frames Kata Tjuta. Climbing has been closed since 2019, and some sacred sections along the base walk must not be photographed; signs mark them. A park pass is required, drones need a permit, and the desert skies are superb for the Milky Way.',
    photos: [
      {
        title: 'Uluru glowing at sunset',
        scene: { sky: 'golden', terrain: 'desert', seed: 3075, sun: true },
      },
      {
        title: 'Milky Way over Uluru',
        scene: { sky: 'night', terrain: 'desert', seed: 3076, stars: true },
      },
      {
        title: 'First light from the dunes',
        scene: { sky: 'dawn', terrain: 'desert', seed: 3077 },
      },
    ],
    user: 2,
  },
  {
    title: "Sydney Opera House from Mrs Macquarie's Chair",
    lat: -33.8594,
    long: 151.2224,
    place: ['Oceania', 'Australia', 'New South Wales', 'Sydney'],
    subjects: ['Cityscape', 'Architecture', 'Bridge'],
    description:
      "From the sandstone point of **Mrs Macquarie's Chair** in the Royal Botanic Garden, the Opera House sails line up in front of the Harbour Bridge. Sunrise lights the sails, while sunset puts the bridge in silhouette; both lead nicely into blue hour. During **Vivid Sydney** (late May to June) the sails are covered in projections. The point is free and open at all hours.",
    photos: [
      {
        title: 'Opera House and Harbour Bridge at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 3078, sun: true },
      },
      {
        title: "Blue hour from Mrs Macquarie's Chair",
        scene: { sky: 'dusk', terrain: 'city', seed: 3079 },
      },
      {
        title: 'Sunset behind the Harbour Bridge',
        scene: { sky: 'golden', terrain: 'city', seed: 3080, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Whitehaven Beach from Hill Inlet Lookout',
    lat: -20.27,
    long: 149.033,
    place: ['Oceania', 'Australia', 'Queensland', 'Whitsunday Island'],
    subjects: ['Beach', 'Island', 'Viewpoint'],
    description:
      'Swirls of pure white silica sand and turquoise channels at **Hill Inlet**, at the northern end of Whitehaven Beach. The lookout platforms are a short, stepped walk up from Tongue Bay, reachable only by boat, seaplane or tour from Airlie Beach. The patterns change with the tide; **low to mid tide** with high sun makes the water glow. Wear a stinger suit if you swim between November and May.',
    photos: [
      {
        title: 'Hill Inlet swirls at low tide',
        scene: { sky: 'day', terrain: 'coast', seed: 3081, sun: true },
      },
      {
        title: 'Whitehaven sands in late light',
        scene: { sky: 'golden', terrain: 'sea', seed: 3082 },
      },
    ],
    user: 1,
  },
  {
    title: 'Cradle Mountain from Dove Lake',
    lat: -41.65133,
    long: 145.96143,
    place: ['Oceania', 'Australia', 'Tasmania', 'Cradle Mountain'],
    subjects: ['Lake', 'Mountains', 'Reflection'],
    description:
      'The jagged dolerite crown of Cradle Mountain rises over Dove Lake, with the 1940 timber **boatshed** as the classic foreground. Calm early mornings give the best reflections, and winter brings snow on the peaks. During the day, access is by shuttle bus from the visitor centre, so check the current rules for driving in at dawn. The 6 km **Dove Lake Circuit** takes about two hours; the weather changes fast.',
    photos: [
      {
        title: 'Boatshed and Cradle Mountain at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3083 },
      },
      {
        title: 'Snow on Cradle Mountain',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 3084 },
      },
      {
        title: 'Autumn beech above Dove Lake',
        scene: { sky: 'golden', terrain: 'mountains', seed: 3085 },
      },
    ],
    user: 0,
  },
  {
    title: 'Wineglass Bay Lookout',
    lat: -42.1366,
    long: 148.3025,
    place: ['Oceania', 'Australia', 'Tasmania', 'Freycinet'],
    subjects: ['Beach', 'Coast', 'Viewpoint'],
    description:
      "The perfect curve of Wineglass Bay seen from the granite saddle between Mount Amos and Mount Mayson in Freycinet National Park. The lookout is about an hour's return walk from the car park; continuing down to the beach adds a couple of hours. The bay faces east, so mornings are backlit and **afternoon light** is front-on and clearer. A Tasmanian parks pass is required.",
    photos: [
      {
        title: 'Wineglass Bay from the saddle',
        scene: { sky: 'day', terrain: 'coast', seed: 3086, sun: true },
      },
      {
        title: 'Afternoon light on Wineglass Bay',
        scene: { sky: 'golden', terrain: 'coast', seed: 3087 },
      },
    ],
    user: 1,
  },
  {
    title: 'Milford Sound',
    lat: -44.6717,
    long: 167.925,
    place: ['Oceania', 'New Zealand', 'Southland', 'Fiordland'],
    subjects: ['Mountains', 'Waterfall', 'Reflection'],
    description:
      "Mitre Peak rises straight out of the fiord; the short **foreshore walk** near the cruise terminal has the classic view. Rain is the norm here, and heavy downpours turn the cliffs into hundreds of temporary waterfalls, so don't cancel for bad weather. Calm early mornings give reflections before the cruise boats start. The road from Te Anau takes about two hours; check conditions in winter, and bring insect repellent for the sandflies.",
    photos: [
      {
        title: 'Mitre Peak reflected at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3088 },
      },
      {
        title: 'Waterfalls after heavy rain',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 3089 },
      },
      {
        title: 'Mitre Peak at golden hour',
        scene: { sky: 'golden', terrain: 'mountains', seed: 3090 },
      },
    ],
    user: 2,
  },
  {
    title: 'Aoraki / Mount Cook from Hooker Lake',
    lat: -43.6892,
    long: 170.0998,
    place: ['Oceania', 'New Zealand', 'Canterbury', 'Aoraki / Mount Cook National Park'],
    subjects: ['Mountains', 'Glacier', 'Lake'],
    description:
      "The **Hooker Valley Track** crosses three swing bridges to a glacial lake with floating icebergs and New Zealand's highest peak at its head. The walk is about 10 km return on an easy, well-formed path. Start before dawn for **sunrise** on Aoraki, when the wind is usually calmest, or come at night: the area lies within a dark sky reserve. Clouds often build over the summit by midday.",
    photos: [
      {
        title: 'Aoraki at sunrise over Hooker Lake',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3091, sun: true },
      },
      {
        title: 'Icebergs in Hooker Lake',
        scene: { sky: 'day', terrain: 'peaks', seed: 3092 },
      },
      {
        title: 'Milky Way over the Hooker Valley',
        scene: { sky: 'night', terrain: 'peaks', seed: 3093, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Church of the Good Shepherd, Lake Tekapo',
    lat: -44.004592,
    long: 170.477236,
    place: ['Oceania', 'New Zealand', 'Canterbury', 'Lake Tekapo'],
    subjects: ['Church', 'Lake', 'Night Sky'],
    description:
      'A small stone church from 1935 stands on the shore of turquoise Lake Tekapo, inside the Aoraki Mackenzie dark sky reserve. The classic shot is the **Milky Way** over the church on a moonless night; in November and December, **lupins** bloom along the lakeshore. Access to the church grounds after dark has been restricted at times, so check the current rules and respect other visitors. By day the lake colour is strongest in bright sun.',
    photos: [
      {
        title: 'Milky Way over the Church of the Good Shepherd',
        scene: { sky: 'night', terrain: 'lake', seed: 3094, stars: true },
      },
      {
        title: 'Lupins on the Tekapo shore',
        scene: { sky: 'golden', terrain: 'lake', seed: 3095, sun: true },
      },
      {
        title: 'Turquoise lake at midday',
        scene: { sky: 'day', terrain: 'lake', seed: 3096 },
      },
    ],
    user: 2,
  },
  {
    title: 'Roys Peak',
    lat: -44.6947,
    long: 169.0492,
    place: ['Oceania', 'New Zealand', 'Otago', 'Wanaka'],
    subjects: ['Mountains', 'Lake', 'Viewpoint'],
    description:
      "The ridge below the summit looks over the fingers of Lake Wanaka towards Mount Aspiring, one of New Zealand's most shared views. The track is 16 km return with about 1,250 m of climbing and no shade; start in the dark to be at the lookout for **sunrise**. It crosses private farmland and closes for lambing from 1 October to 10 November. Expect a queue for the famous ridge photo by mid-morning.",
    photos: [
      {
        title: 'Sunrise over Lake Wanaka from Roys Peak',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 3097, sun: true },
      },
      {
        title: 'The Roys Peak ridge',
        scene: { sky: 'day', terrain: 'mountains', seed: 3098 },
      },
    ],
    user: 0,
  },
  {
    title: 'That Wanaka Tree',
    lat: -44.6976,
    long: 169.1273,
    place: ['Oceania', 'New Zealand', 'Otago', 'Wanaka'],
    subjects: ['Lake', 'Reflection', 'Sunrise'],
    description:
      "A lone willow growing out of the water in Roys Bay, a short walk along the lakefront from Wanaka town. **Sunrise** puts soft colour behind the tree with the mountains in the distance; a long exposure smooths the water. Autumn (April) turns the willow golden and winter brings snow to the ranges. Tripods line the shore at dawn; please don't climb the tree or wade out to it.",
    photos: [
      {
        title: 'Wanaka willow at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 3099, sun: true },
      },
      {
        title: 'Long exposure in the mist',
        scene: { sky: 'overcast', terrain: 'lake', seed: 3100 },
      },
      {
        title: 'Autumn willow at golden hour',
        scene: { sky: 'golden', terrain: 'lake', seed: 3101 },
      },
    ],
    user: 0,
  },
  {
    title: 'Cathedral Cove',
    lat: -36.8278,
    long: 175.7906,
    place: ['Oceania', 'New Zealand', 'Waikato', 'Coromandel'],
    subjects: ['Beach', 'Coast', 'Sunrise'],
    description:
      "A huge natural arch joins two sandy coves on the Coromandel Peninsula, with the pinnacle of **Te Hoho Rock** just offshore. The beach faces east, so **sunrise** through the arch is the classic shot; go at low to mid tide to walk through. Storm damage has closed the walking track from Hahei at times, so check DOC's current status; water taxis and kayak tours also land here.",
    photos: [
      {
        title: 'Sunrise through the arch',
        scene: { sky: 'dawn', terrain: 'coast', seed: 3102, sun: true },
      },
      {
        title: 'Te Hoho Rock at golden hour',
        scene: { sky: 'golden', terrain: 'coast', seed: 3103 },
      },
    ],
    user: 1,
  },
  {
    title: 'Emerald Lakes, Tongariro Alpine Crossing',
    lat: -39.13444,
    long: 175.65464,
    place: ['Oceania', 'New Zealand', 'Manawatu-Whanganui', 'Tongariro National Park'],
    subjects: ['Volcano', 'Lake', 'Mountains'],
    description:
      "Three vivid green crater lakes sit below the steaming **Red Crater**, the high point of the 19.4 km Tongariro Alpine Crossing. Shoot them from the top of the loose scree descent, where the colours of the lakes and the red rock line up. The one-way hike takes 6 to 8 hours and needs a shuttle; parking at the start is time-limited. The weather on the plateau changes fast, and the lakes are sacred to local Māori, so don't touch the water.",
    photos: [
      {
        title: 'Emerald Lakes from Red Crater',
        scene: { sky: 'day', terrain: 'peaks', seed: 3104, sun: true },
      },
      {
        title: 'Steam over the Emerald Lakes',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 3105 },
      },
      {
        title: 'Ngauruhoe at sunrise',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 3106, sun: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Bora Bora lagoon',
    lat: -16.5004,
    long: -151.7415,
    place: ['Oceania', 'French Polynesia', 'Society Islands', 'Bora Bora'],
    subjects: ['Island', 'Beach', 'Mountains'],
    description:
      "The basalt peak of **Mount Otemanu** rises over one of the world's most turquoise lagoons. The best angles come from a lagoon boat tour, the motu islets on the reef, or the window seat of the short flight from Tahiti. **Matira Beach** in the south is the public spot for sunset. The drier season from May to October has the clearest water and skies.",
    photos: [
      {
        title: 'Otemanu over the lagoon',
        scene: { sky: 'day', terrain: 'sea', seed: 3107, sun: true },
      },
      {
        title: 'Sunset at Matira Beach',
        scene: { sky: 'golden', terrain: 'coast', seed: 3108, sun: true },
      },
    ],
    user: 1,
  },
  {
    title: 'Kata Tjuta',
    lat: -25.3,
    long: 130.7333,
    place: ['Oceania', 'Australia', 'Northern Territory', 'Uluru-Kata Tjuta National Park'],
    subjects: ['Desert', 'Mountains', 'Sunrise'],
    description:
      'Thirty-six red conglomerate domes rise from the desert about 40 km west of Uluru. The **Kata Tjuta dune viewing area** is the spot for sunrise, and the sunset viewing area lights the domes from the west. The **Valley of the Winds** walk leads between the domes, but it closes early on very hot days, so start early. The park pass covers both Uluru and Kata Tjuta.',
    photos: [
      {
        title: 'Domes at sunrise from the dune',
        scene: { sky: 'dawn', terrain: 'desert', seed: 3109, sun: true },
      },
      {
        title: 'Inside the Valley of the Winds',
        scene: { sky: 'day', terrain: 'canyon', seed: 3110 },
      },
    ],
    user: 2,
  },
  {
    title: 'Pancake Rocks, Punakaiki',
    lat: -42.1141,
    long: 171.3268,
    place: ['Oceania', 'New Zealand', 'West Coast', 'Punakaiki'],
    subjects: ['Coast', 'Sunset'],
    description:
      'Layered limestone stacks that look like piles of pancakes, with blowholes that roar at **high tide with a westerly swell**. A short, easy loop walk from the road passes all the viewpoints and takes about 20 minutes. Sunset over the Tasman Sea lights the layers from the side. Check the tide times before you go; at low tide the blowholes stay quiet.',
    photos: [
      {
        title: 'Pancake Rocks at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 3111, sun: true },
      },
      {
        title: 'Blowhole in a westerly swell',
        scene: { sky: 'overcast', terrain: 'coast', seed: 3112 },
      },
    ],
    user: 1,
  },
];
