import type { DemoLocation } from '../demo-locations';

/** Demo spots in Europe. */
export const EUROPE: DemoLocation[] = [
  {
    title: 'Lago di Braies',
    lat: 46.6947,
    long: 12.0855,
    place: ['Europe', 'Italy', 'Trentino-South Tyrol', 'Dolomites'],
    subjects: ['Lake', 'Mountains', 'Reflection'],
    description:
      'The classic frame is from the **wooden boathouse and jetty** on the north shore, with the rowing boats in the foreground and the Seekofel rising behind the lake. Come at **sunrise**: the water is calmest, the boats are still moored and the crowds arrive by mid-morning. The lakeside loop is an easy walk of about an hour. In peak summer the access road can be restricted, so check whether you need to book parking in advance.',
    photos: [
      {
        title: 'Rowing boats at the Braies boathouse at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 1010, sun: true },
      },
      {
        title: 'Seekofel mirrored in a still Lago di Braies',
        scene: { sky: 'day', terrain: 'lake', seed: 1011 },
      },
      {
        title: 'Autumn larches along the Braies shore',
        scene: { sky: 'golden', terrain: 'lake', seed: 1012 },
      },
    ],
    user: 0,
  },
  {
    title: 'Seceda Ridgeline',
    lat: 46.6,
    long: 11.725,
    place: ['Europe', 'Italy', 'Trentino-South Tyrol', 'Dolomites'],
    subjects: ['Mountains', 'Viewpoint', 'Sunrise'],
    description:
      'The famous view looks along the tilted grassy ridge towards the **Fermeda towers** of the Odle/Geisler group, with the meadow dropping away sharply on the right. Side light at **sunrise or late afternoon** brings out the texture of the slope. The cable car from **Ortisei** does most of the climbing, but it does not run at dawn, so sunrise means staying at a hut or a long hike up.',
    photos: [
      {
        title: 'First light on the Seceda ridge',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 1020, sun: true },
      },
      {
        title: 'Fermeda towers in afternoon side light',
        scene: { sky: 'golden', terrain: 'peaks', seed: 1021 },
      },
      {
        title: 'Clouds rolling over the Seceda ridge',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 1022 },
      },
    ],
    user: 0,
  },
  {
    title: 'Tre Cime di Lavaredo from Rifugio Locatelli',
    lat: 46.6378,
    long: 12.3047,
    place: ['Europe', 'Italy', 'Trentino-South Tyrol', 'Dolomites'],
    subjects: ['Mountains', 'Night Sky', 'Viewpoint'],
    description:
      'From the area around **Rifugio Locatelli** the three north faces line up side by side, with small tarns and rock ledges for foregrounds. Sunrise and sunset both work, and on clear moonless nights this is one of the best **Milky Way** spots in the Alps. Most people drive the toll road to Rifugio Auronzo and walk about 1–1.5 hours on an easy trail; book a hut bed if you want both evening and morning light.',
    photos: [
      {
        title: 'Milky Way over the Tre Cime north faces',
        scene: { sky: 'night', terrain: 'peaks', seed: 1030, stars: true },
      },
      {
        title: 'Alpenglow on the Three Peaks',
        scene: { sky: 'golden', terrain: 'peaks', seed: 1031 },
      },
      {
        title: 'Tre Cime reflected in a tarn at dawn',
        scene: { sky: 'dawn', terrain: 'lake', seed: 1032 },
      },
      {
        title: 'Clouds tearing around the Drei Zinnen',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 1033 },
      },
    ],
    user: 0,
  },
  {
    title: 'Alpe di Siusi',
    lat: 46.542,
    long: 11.63,
    place: ['Europe', 'Italy', 'Trentino-South Tyrol', 'Dolomites'],
    subjects: ['Mountains', 'Sunrise', 'Viewpoint'],
    description:
      "Europe's largest high alpine meadow, dotted with wooden hay barns, with **Sassolungo and Sassopiatto** on one side and the **Sciliar** on the other. The rolling meadows shine at **sunrise**, especially with valley mist in late spring or autumn. During the day in season the road up from Siusi is closed to private cars, so use the cable car or stay on the plateau to be there for first light.",
    photos: [
      {
        title: 'Hay barn and Sassolungo at sunrise',
        scene: { sky: 'dawn', terrain: 'hills', seed: 1040, sun: true },
      },
      {
        title: 'Morning mist over the Seiser Alm meadows',
        scene: { sky: 'overcast', terrain: 'hills', seed: 1041 },
      },
      {
        title: 'Milky Way over the Alpe di Siusi',
        scene: { sky: 'night', terrain: 'hills', seed: 1042, stars: true },
      },
    ],
    user: 0,
  },
  {
    title: 'Santa Maddalena, Val di Funes',
    lat: 46.644,
    long: 11.719,
    place: ['Europe', 'Italy', 'Trentino-South Tyrol', 'Dolomites'],
    subjects: ['Church', 'Mountains', 'Viewpoint'],
    description:
      'The postcard view looks down on the small church of Santa Maddalena with the jagged **Odle/Geisler peaks** behind. Walk up the signed paths above the village for the classic elevated angle. Late afternoon and **golden hour** light the peaks nicely, and autumn colours make it even better. Park in the village car park and please stay off private meadows.',
    photos: [
      {
        title: 'Santa Maddalena church below the Odle peaks',
        scene: { sky: 'golden', terrain: 'peaks', seed: 1050 },
      },
      {
        title: 'Autumn evening in Val di Funes',
        scene: { sky: 'dusk', terrain: 'hills', seed: 1051 },
      },
    ],
    user: 0,
  },
  {
    title: 'Lake Bled',
    lat: 46.3624,
    long: 14.0903,
    place: ['Europe', 'Slovenia', 'Upper Carniola', 'Bled'],
    subjects: ['Lake', 'Island', 'Church'],
    description:
      'The island church of the Assumption, with Bled Castle on its cliff and the Julian Alps behind, is best seen from above at the **Ojstrica** and **Mala Osojnica** viewpoints, a short but steep hike from the southwestern end of the lake. **Autumn sunrise** often brings mist lying on the lake. The lakeside path offers easy low-angle shots of the island and the traditional pletna boats.',
    photos: [
      {
        title: 'Bled island church in morning mist',
        scene: { sky: 'dawn', terrain: 'lake', seed: 1060, sun: true },
      },
      {
        title: 'Lake Bled from Ojstrica in autumn',
        scene: { sky: 'golden', terrain: 'lake', seed: 1061 },
      },
      {
        title: 'Bled Castle lit at blue hour',
        scene: { sky: 'dusk', terrain: 'lake', seed: 1062 },
      },
    ],
    user: 0,
  },
  {
    title: 'Hallstatt Postcard View',
    lat: 47.5637,
    long: 13.6478,
    place: ['Europe', 'Austria', 'Upper Austria', 'Salzkammergut'],
    subjects: ['Lake', 'Architecture', 'Reflection'],
    description:
      'The classic view is from the lakeside road at the **north end of the village**, looking south over pastel houses and the church spire to the lake and mountains. Arrive at **sunrise or blue hour** to avoid the tour groups and to catch the water still. Winter snow makes it especially atmospheric. Cars must use the car parks outside the village centre; walk in from there.',
    photos: [
      {
        title: 'Hallstatt church spire at blue hour',
        scene: { sky: 'dusk', terrain: 'lake', seed: 1070 },
      },
      {
        title: 'Snowy morning on the Hallstätter See',
        scene: { sky: 'overcast', terrain: 'lake', seed: 1071 },
      },
      {
        title: 'Hallstatt village from the north at sunrise',
        scene: { sky: 'dawn', terrain: 'lake', seed: 1072 },
      },
    ],
    user: 4,
  },
  {
    title: 'Königssee and St. Bartholomä',
    lat: 47.5467,
    long: 12.9693,
    place: ['Europe', 'Germany', 'Bavaria', 'Berchtesgaden'],
    subjects: ['Lake', 'Church', 'Mountains'],
    description:
      'The red onion domes of **St. Bartholomä** stand on a peninsula with the huge east face of the Watzmann behind. The quiet electric boats from Schönau are the usual way in, so check the first departure time. For a view down the fjord-like lake without a boat, walk to the **Malerwinkel** viewpoint near the village. Calm mornings give the best reflections.',
    photos: [
      {
        title: 'St. Bartholomä beneath the Watzmann',
        scene: { sky: 'day', terrain: 'lake', seed: 1080 },
      },
      {
        title: 'Königssee from the Malerwinkel',
        scene: { sky: 'golden', terrain: 'lake', seed: 1081 },
      },
    ],
    user: 0,
  },
  {
    title: 'Neuschwanstein Castle from Marienbrücke',
    lat: 47.5552,
    long: 10.751,
    place: ['Europe', 'Germany', 'Bavaria', 'Allgäu'],
    subjects: ['Castle', 'Bridge', 'Forest'],
    description:
      'The iron **Marienbrücke** spans the Pöllat gorge and gives the famous side view of the castle above the forest, with the plains beyond. **Autumn colours** and fresh snow are the highlights, and early morning is quieter than midday. The bridge can be crowded or closed in winter and during maintenance, so check before you go; it is an uphill walk or shuttle bus from Hohenschwangau.',
    photos: [
      {
        title: 'Neuschwanstein above autumn forest',
        scene: { sky: 'golden', terrain: 'forest', seed: 1090 },
      },
      {
        title: 'Fairy-tale castle in winter fog',
        scene: { sky: 'overcast', terrain: 'forest', seed: 1091 },
      },
      {
        title: 'Neuschwanstein at first light',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 1092 },
      },
    ],
    user: 4,
  },
  {
    title: 'Matterhorn from Riffelsee',
    lat: 45.9849,
    long: 7.7594,
    place: ['Europe', 'Switzerland', 'Valais', 'Zermatt'],
    subjects: ['Mountains', 'Reflection', 'Lake'],
    description:
      'Take the **Gornergrat railway** from Zermatt to Rotenboden and walk a few minutes down to the small lake, where the Matterhorn reflects on calm days. At **sunrise** the east face turns pink while the lake is still in shade. Check whether an early train runs for your date; otherwise stay at a hotel on the mountain. The lake is usually frozen until early summer.',
    photos: [
      {
        title: 'Matterhorn alpenglow in Riffelsee',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 1100, sun: true },
      },
      {
        title: 'Matterhorn under the stars',
        scene: { sky: 'night', terrain: 'peaks', seed: 1101, stars: true },
      },
      {
        title: 'All around Riffelsee at dawn (360°)',
        scene: { sky: 'dawn', terrain: 'peaks', seed: 1102 },
        panorama: true,
      },
    ],
    user: 0,
  },
  {
    title: 'Oeschinensee',
    lat: 46.4983,
    long: 7.728,
    place: ['Europe', 'Switzerland', 'Bernese Oberland', 'Kandersteg'],
    subjects: ['Lake', 'Mountains', 'Viewpoint'],
    description:
      'A turquoise lake under towering cliffs and waterfalls. The best views are from **above**, on the panoramic trail towards Heuberg, which looks down across the whole lake. The gondola from Kandersteg shortens the approach to a gentle walk. Summer afternoons bring the strongest colour in the water; in winter the lake freezes.',
    photos: [
      {
        title: 'Turquoise Oeschinensee from the panorama trail',
        scene: { sky: 'day', terrain: 'lake', seed: 1110 },
      },
      {
        title: 'Evening light on the Blüemlisalp cliffs',
        scene: { sky: 'golden', terrain: 'peaks', seed: 1111 },
      },
    ],
    user: 0,
  },
  {
    title: 'Lauterbrunnen and Staubbach Falls',
    lat: 46.5935,
    long: 7.9089,
    place: ['Europe', 'Switzerland', 'Bernese Oberland', 'Lauterbrunnen'],
    subjects: ['Waterfall', 'Mountains', 'Church'],
    description:
      'The classic composition puts the village church and chalets in the foreground with **Staubbach Falls** pouring off the cliff behind. Shoot from the main road near the village centre. **Late spring and early summer** bring the most water as the snow melts. The village is easy to reach by train from Interlaken.',
    photos: [
      {
        title: 'Staubbach Falls above Lauterbrunnen church',
        scene: { sky: 'day', terrain: 'mountains', seed: 1120 },
      },
      {
        title: 'Lauterbrunnen valley at dusk',
        scene: { sky: 'dusk', terrain: 'mountains', seed: 1121 },
      },
      {
        title: 'Misty morning in the valley of waterfalls',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 1122 },
      },
    ],
    user: 0,
  },
  {
    title: 'Mont-Saint-Michel',
    lat: 48.636,
    long: -1.5114,
    place: ['Europe', 'France', 'Normandy'],
    subjects: ['Island', 'Church', 'Reflection'],
    description:
      'The abbey rises from a tidal island in a huge bay. For **reflections**, shoot from the causeway or the salt meadows when there is standing water after high tide; at night the abbey is floodlit. Check the **tide tables**: the highest spring tides briefly cut the island off. Cars stay in the mainland car park and shuttle buses run to the mount.',
    photos: [
      {
        title: 'Mont-Saint-Michel reflected at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1130, sun: true },
      },
      {
        title: 'Floodlit abbey at blue hour',
        scene: { sky: 'dusk', terrain: 'coast', seed: 1131 },
      },
    ],
    user: 3,
  },
  {
    title: "Étretat Cliffs and Porte d'Aval",
    lat: 49.7063,
    long: 0.1985,
    place: ['Europe', 'France', 'Normandy'],
    subjects: ['Coast', 'Sunset', 'Viewpoint'],
    description:
      "White chalk cliffs with the **Porte d'Aval arch** and the Aiguille needle. Climb the **Falaise d'Amont** path on the east side of the beach for the classic view west at **sunset**. Long exposures from the pebble beach work well in rough weather. Keep an eye on the tides if you walk along the foot of the cliffs.",
    photos: [
      {
        title: "Porte d'Aval and the Aiguille at sunset",
        scene: { sky: 'golden', terrain: 'coast', seed: 1140, sun: true },
      },
      {
        title: 'Stormy sea below the Étretat cliffs',
        scene: { sky: 'overcast', terrain: 'coast', seed: 1141 },
      },
    ],
    user: 1,
  },
  {
    title: 'Eiffel Tower from Trocadéro',
    lat: 48.862,
    long: 2.288,
    place: ['Europe', 'France', 'Île-de-France', 'Paris'],
    subjects: ['Cityscape', 'Architecture', 'Viewpoint'],
    description:
      'The terrace of the **Palais de Chaillot** gives the classic head-on view of the tower across the Seine. **Sunrise** is the only time it is quiet; evenings are packed. After dark the tower sparkles for a few minutes on the hour. Step down into the Trocadéro gardens for fountains and trees as foreground.',
    photos: [
      {
        title: 'Eiffel Tower at sunrise from Trocadéro',
        scene: { sky: 'dawn', terrain: 'city', seed: 1150, sun: true },
      },
      {
        title: 'Sparkling Eiffel Tower at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 1151 },
      },
      {
        title: 'Eiffel Tower lit up at night',
        scene: { sky: 'night', terrain: 'city', seed: 1152, stars: false },
      },
    ],
    user: 4,
  },
  {
    title: 'Pont Alexandre III',
    lat: 48.8639,
    long: 2.3136,
    place: ['Europe', 'France', 'Île-de-France', 'Paris'],
    subjects: ['Bridge', 'Architecture', 'River'],
    description:
      'The most ornate bridge in Paris, with gilded statues on tall pillars and rows of Art Nouveau lamps, and the Eiffel Tower downstream. Use the lamps as leading lines at **blue hour**, or go down to the river bank for a low angle across the Seine. Early mornings are calm and nearly empty.',
    photos: [
      {
        title: 'Lamps of Pont Alexandre III at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 1160 },
      },
      {
        title: 'Gilded statues of Pont Alexandre III at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 1161, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Kirkjufell and Kirkjufellsfoss',
    lat: 64.9268,
    long: -23.311,
    place: ['Europe', 'Iceland', 'Western Region', 'Snæfellsnes'],
    subjects: ['Mountains', 'Waterfall', 'Night Sky'],
    description:
      "Iceland's most photographed mountain, framed by the small **Kirkjufellsfoss** cascades a short walk from the car park just outside Grundarfjörður. In winter it is a classic **aurora** spot; in summer the late-evening light works well. Use a wide lens from above the falls and stay on the marked paths, which get icy in winter; expect a parking fee, as at many Icelandic sites.",
    photos: [
      {
        title: 'Aurora over Kirkjufell',
        scene: { sky: 'night', terrain: 'mountains', seed: 1170, stars: true },
      },
      {
        title: 'Kirkjufellsfoss in midnight-sun light',
        scene: { sky: 'golden', terrain: 'mountains', seed: 1171 },
      },
      {
        title: 'Snow-covered Kirkjufell at dawn',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 1172 },
      },
    ],
    user: 2,
  },
  {
    title: 'Skógafoss',
    lat: 63.5321,
    long: -19.5114,
    place: ['Europe', 'Iceland', 'Southern Region'],
    subjects: ['Waterfall', 'River'],
    description:
      'A wide, powerful waterfall right beside the Ring Road. Walk towards the base for scale with a person in the frame; on sunny days a **rainbow** often forms in the spray. A long stairway leads to a viewpoint at the top and the start of the trail up the river. Bring a lens cloth: the spray is heavy.',
    photos: [
      {
        title: 'Rainbow in the spray of Skógafoss',
        scene: { sky: 'day', terrain: 'mountains', seed: 1180, sun: true },
      },
      {
        title: 'Skógafoss under heavy cloud',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 1181 },
      },
    ],
    user: 2,
  },
  {
    title: 'Seljalandsfoss',
    lat: 63.6156,
    long: -19.9885,
    place: ['Europe', 'Iceland', 'Southern Region'],
    subjects: ['Waterfall', 'Sunset'],
    description:
      'A slender waterfall you can walk **behind**, framing the falling water against the sky. On summer evenings you can shoot from **behind the falls** towards the low sun over the plain. Wear waterproofs and protect your camera; the path is slippery. Walk a few minutes north to the hidden **Gljúfrabúi** in its narrow gorge. Parking is paid.',
    photos: [
      {
        title: 'Sunset from behind Seljalandsfoss',
        scene: { sky: 'golden', terrain: 'hills', seed: 1190, sun: true },
      },
      {
        title: 'Seljalandsfoss at midnight sun',
        scene: { sky: 'dusk', terrain: 'hills', seed: 1191 },
      },
    ],
    user: 2,
  },
  {
    title: 'Vestrahorn from Stokksnes',
    lat: 64.247,
    long: -14.985,
    place: ['Europe', 'Iceland', 'Southern Region', 'Höfn'],
    subjects: ['Mountains', 'Beach', 'Reflection'],
    description:
      'The jagged Vestrahorn rises over black sand dunes with tufts of grass. At **low tide** the wet sand reflects the peaks. The land is private; a small entry fee is paid at the café at the start of the gravel road. Sunrise and sunset both work, and in winter the **aurora** appears over the mountain on clear nights.',
    photos: [
      {
        title: 'Vestrahorn mirrored in wet black sand',
        scene: { sky: 'golden', terrain: 'coast', seed: 1200 },
      },
      {
        title: 'Aurora above the Stokksnes dunes',
        scene: { sky: 'night', terrain: 'coast', seed: 1201, stars: true },
      },
      {
        title: 'Storm light on Vestrahorn',
        scene: { sky: 'overcast', terrain: 'peaks', seed: 1202 },
      },
    ],
    user: 2,
  },
  {
    title: 'Jökulsárlón Glacier Lagoon',
    lat: 64.0484,
    long: -16.1793,
    place: ['Europe', 'Iceland', 'Southern Region', 'Vatnajökull National Park'],
    subjects: ['Glacier', 'Lake', 'Wildlife'],
    description:
      'Icebergs calved from the Breiðamerkurjökull glacier drift through the lagoon towards the sea. Across the road, ice washed up on the black sand of **Diamond Beach** makes great foreground for **sunrise** long exposures. Seals are often in the lagoon. In winter, come back at night for the aurora over the floating ice.',
    photos: [
      {
        title: 'Icebergs in Jökulsárlón at sunrise',
        scene: { sky: 'dawn', terrain: 'ice', seed: 1210, sun: true },
      },
      {
        title: 'Ice on Diamond Beach in golden light',
        scene: { sky: 'golden', terrain: 'ice', seed: 1211 },
      },
      {
        title: 'Aurora over the glacier lagoon',
        scene: { sky: 'night', terrain: 'ice', seed: 1212, stars: true },
      },
      {
        title: 'Blue icebergs on a grey day',
        scene: { sky: 'overcast', terrain: 'ice', seed: 1213 },
      },
    ],
    user: 2,
  },
  {
    title: 'Reine',
    lat: 67.935,
    long: 13.089,
    place: ['Europe', 'Norway', 'Nordland', 'Lofoten'],
    subjects: ['Mountains', 'Coast', 'Night Sky'],
    description:
      'Red fishing cabins on small islands with steep peaks rising straight from the sea. The classic view is from the roadside and **bridge** just outside the village. In **winter** the low sun gives long pink twilights and the **aurora** dances overhead; in summer the midnight sun replaces the night. For the view from above, the steep **Reinebringen** stairway takes about an hour.',
    photos: [
      {
        title: 'Aurora over Reine',
        scene: { sky: 'night', terrain: 'coast', seed: 1220, stars: true },
      },
      {
        title: 'Pink winter twilight in Reine',
        scene: { sky: 'dusk', terrain: 'coast', seed: 1221 },
      },
      { title: 'Reine from Reinebringen', scene: { sky: 'day', terrain: 'sea', seed: 1222 } },
    ],
    user: 2,
  },
  {
    title: 'Hamnøy',
    lat: 67.9469,
    long: 13.1338,
    place: ['Europe', 'Norway', 'Nordland', 'Lofoten'],
    subjects: ['Coast', 'Mountains', 'Sunrise'],
    description:
      'The red rorbuer of Hamnøy sit beneath a dramatic peak across the water. Shoot from the **bridge** on the E10 or from the rocks beside it. **Winter** is the classic season, when snow and long sunrises colour the mountains. Park considerately; the road shoulder is narrow.',
    photos: [
      {
        title: 'Red cabins of Hamnøy at winter sunrise',
        scene: { sky: 'dawn', terrain: 'coast', seed: 1230, sun: true },
      },
      {
        title: 'Aurora above the Hamnøy cabins',
        scene: { sky: 'night', terrain: 'coast', seed: 1231, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Preikestolen',
    lat: 58.9863,
    long: 6.19,
    place: ['Europe', 'Norway', 'Rogaland', 'Lysefjord'],
    subjects: ['Viewpoint', 'Coast', 'Sunrise'],
    description:
      'A flat rock platform about **600 m above the Lysefjord**. The classic shot is taken from the slope above, with people on the edge for scale. The hike is about **4 hours return** on a rocky trail from the paid car park. Start before dawn for **sunrise** and no crowds, and bring a headlamp.',
    photos: [
      {
        title: 'Preikestolen above the Lysefjord at sunrise',
        scene: { sky: 'dawn', terrain: 'coast', seed: 1240, sun: true },
      },
      {
        title: 'Fog filling the Lysefjord',
        scene: { sky: 'overcast', terrain: 'sea', seed: 1241 },
      },
    ],
    user: 1,
  },
  {
    title: 'Trolltunga',
    lat: 60.1242,
    long: 6.74,
    place: ['Europe', 'Norway', 'Vestland', 'Hardanger'],
    subjects: ['Viewpoint', 'Lake', 'Mountains'],
    description:
      'A rock ledge jutting out high above the Ringedalsvatnet lake. The hike is long — **10–12 hours return** from the lower car park, less from the upper ones — so plan it as a full day or camp. The season is roughly **June to September**; outside it, go only with a guide. There is usually a queue for the photo on the tongue around midday.',
    photos: [
      {
        title: 'Hiker on Trolltunga above the lake',
        scene: { sky: 'day', terrain: 'mountains', seed: 1250 },
      },
      {
        title: 'Trolltunga at sunset',
        scene: { sky: 'golden', terrain: 'lake', seed: 1251, sun: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Geirangerfjord from Flydalsjuvet',
    lat: 62.0955,
    long: 7.2197,
    place: ['Europe', 'Norway', 'Møre og Romsdal', 'Geiranger'],
    subjects: ['Coast', 'Viewpoint', 'Mountains'],
    description:
      'A roadside viewpoint above Geiranger looking down the narrow, UNESCO-listed fjord, often with a cruise ship for scale. A short path leads down to the famous **overhanging rock** — take care. On the other side of the fjord, the hairpins of the **Eagle Road** offer a second great view. Early mornings are calmer, before the buses and ships arrive.',
    photos: [
      {
        title: 'Geirangerfjord from the overhang',
        scene: { sky: 'day', terrain: 'sea', seed: 1260 },
      },
      {
        title: 'Evening glow over the Geirangerfjord',
        scene: { sky: 'golden', terrain: 'coast', seed: 1261 },
      },
      { title: 'Low cloud in the fjord', scene: { sky: 'overcast', terrain: 'sea', seed: 1262 } },
    ],
    user: 1,
  },
  {
    title: 'Old Man of Storr',
    lat: 57.5074,
    long: -6.183,
    place: ['Europe', 'United Kingdom', 'Scotland', 'Isle of Skye'],
    subjects: ['Mountains', 'Sunrise', 'Viewpoint'],
    description:
      "A basalt pinnacle on the Trotternish ridge. It's a classic **sunrise** spot: the sun comes up over the sea behind the pinnacles. From the paid car park on the A855 the climb takes about **45–60 minutes**. Continue past the pinnacle onto the slopes above for the well-known angle looking back over it to the lochs and the sea.",
    photos: [
      {
        title: 'Old Man of Storr at sunrise',
        scene: { sky: 'dawn', terrain: 'hills', seed: 1270, sun: true },
      },
      {
        title: 'Mist drifting around the Storr',
        scene: { sky: 'overcast', terrain: 'hills', seed: 1271 },
      },
      {
        title: 'Stars over the Storr pinnacles',
        scene: { sky: 'night', terrain: 'hills', seed: 1272, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Buachaille Etive Mòr, Glencoe',
    lat: 56.656,
    long: -4.9,
    place: ['Europe', 'United Kingdom', 'Scotland', 'Glencoe'],
    subjects: ['Mountains', 'Waterfall', 'River'],
    description:
      "The pyramid of the Buachaille guards the entrance to Glen Coe. The classic composition uses the small **waterfall on the River Coupall** as a foreground, a short walk from the A82 near the Glen Etive road junction. It's at its best in **winter** with snow on the peak, or in moody weather with fast-moving clouds. The ground is boggy, so wear boots.",
    photos: [
      {
        title: 'Buachaille Etive Mòr above the River Coupall falls',
        scene: { sky: 'overcast', terrain: 'mountains', seed: 1280 },
      },
      {
        title: 'Snow-capped Buachaille at dawn',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 1281 },
      },
      {
        title: 'Golden light on Rannoch Moor',
        scene: { sky: 'golden', terrain: 'hills', seed: 1282 },
      },
    ],
    user: 2,
  },
  {
    title: 'Eilean Donan Castle',
    lat: 57.2741,
    long: -5.5162,
    place: ['Europe', 'United Kingdom', 'Scotland', 'Kintail'],
    subjects: ['Castle', 'Bridge', 'Lake'],
    description:
      'The castle stands on a small island where three sea lochs meet, connected to land by a stone **footbridge**. Shoot from the shore near the car park or from the lay-bys on the A87 across the water. **Blue hour** is excellent when the castle is floodlit. Visiting inside needs a ticket, but the classic views are all from outside.',
    photos: [
      {
        title: 'Eilean Donan floodlit at blue hour',
        scene: { sky: 'dusk', terrain: 'lake', seed: 1290 },
      },
      {
        title: 'Footbridge to Eilean Donan at sunset',
        scene: { sky: 'golden', terrain: 'lake', seed: 1291, sun: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Durdle Door',
    lat: 50.6212,
    long: -2.2767,
    place: ['Europe', 'United Kingdom', 'England', 'Dorset'],
    subjects: ['Coast', 'Beach', 'Night Sky'],
    description:
      'A natural limestone arch on the **Jurassic Coast**. The classic view is from the cliff path above, looking down on the arch and the curving beach. It is a good **Milky Way** and sunrise spot out of season. From the paid car park above, the walk down is short but steep; expect crowds on summer days.',
    photos: [
      {
        title: 'Milky Way over Durdle Door',
        scene: { sky: 'night', terrain: 'coast', seed: 1300, stars: true },
      },
      {
        title: 'Durdle Door at sunrise',
        scene: { sky: 'dawn', terrain: 'coast', seed: 1301, sun: true },
      },
      {
        title: 'Durdle Door arch on a summer afternoon',
        scene: { sky: 'day', terrain: 'coast', seed: 1302 },
      },
    ],
    user: 1,
  },
  {
    title: 'Tower Bridge',
    lat: 51.5055,
    long: -0.0754,
    place: ['Europe', 'United Kingdom', 'England', 'London'],
    subjects: ['Bridge', 'Cityscape', 'River'],
    description:
      "London's most photogenic bridge. Classic angles are from **Potters Fields Park** and the riverside walk on the south bank, and from the steps below the Tower of London on the north bank. **Blue hour** balances the lit towers against the sky; long exposures turn the Thames smooth. The bascules still lift for tall ships, and the schedule is published online.",
    photos: [
      { title: 'Tower Bridge at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 1310 } },
      {
        title: 'Sunrise behind Tower Bridge',
        scene: { sky: 'dawn', terrain: 'city', seed: 1311, sun: true },
      },
      {
        title: 'Tower Bridge under a grey London sky',
        scene: { sky: 'overcast', terrain: 'city', seed: 1312 },
      },
    ],
    user: 4,
  },
  {
    title: 'Neist Point Lighthouse',
    lat: 57.4234,
    long: -6.7882,
    place: ['Europe', 'United Kingdom', 'Scotland', 'Isle of Skye'],
    subjects: ['Coast', 'Sunset', 'Viewpoint'],
    description:
      'The most westerly point of Skye. For the classic view, skip the path down to the lighthouse and instead walk **north along the cliff top** from the car park to look back at the lighthouse on its headland. West-facing, it is a **sunset** spot. The cliff edges are unfenced and very windy — keep well back.',
    photos: [
      {
        title: 'Neist Point lighthouse at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1320, sun: true },
      },
      {
        title: 'Stars over Neist Point',
        scene: { sky: 'night', terrain: 'coast', seed: 1321, stars: true },
      },
    ],
    user: 2,
  },
  {
    title: 'Cliffs of Moher',
    lat: 52.9719,
    long: -9.4265,
    place: ['Europe', 'Ireland', 'County Clare'],
    subjects: ['Coast', 'Sunset', 'Wildlife'],
    description:
      "Sheer cliffs over 200 m high on the Atlantic coast. From near **O'Brien's Tower** you look south along the cliffs to the sea stacks, lit from the side at **sunset**. The visitor centre charges admission (car park included). Puffins nest on the cliffs in late spring and early summer. Stay behind the barriers; the edges are crumbly.",
    photos: [
      {
        title: 'Cliffs of Moher at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1330, sun: true },
      },
      {
        title: 'Atlantic storm at the Cliffs of Moher',
        scene: { sky: 'overcast', terrain: 'coast', seed: 1331 },
      },
    ],
    user: 1,
  },
  {
    title: "Giant's Causeway",
    lat: 55.2408,
    long: -6.5116,
    place: ['Europe', 'United Kingdom', 'Northern Ireland', 'County Antrim'],
    subjects: ['Coast', 'Sunset'],
    description:
      'Tens of thousands of interlocking **basalt columns** step down into the sea. Use the hexagonal tops as foreground and slow shutter speeds for the waves. In winter the **sunset** is at a convenient hour and the crowds are small. Walking down to the stones is free; the visitor centre and car park are paid.',
    photos: [
      {
        title: "Basalt columns of the Giant's Causeway at sunset",
        scene: { sky: 'golden', terrain: 'coast', seed: 1340, sun: true },
      },
      {
        title: 'Waves over the Causeway columns on a grey day',
        scene: { sky: 'overcast', terrain: 'coast', seed: 1341 },
      },
    ],
    user: 1,
  },
  {
    title: 'Oia, Santorini',
    lat: 36.4613,
    long: 25.3724,
    place: ['Europe', 'Greece', 'South Aegean', 'Santorini'],
    subjects: ['Sunset', 'Architecture', 'Coast'],
    description:
      'White houses, blue domes and windmills stacked on the caldera rim. The famous **sunset** is watched from the castle ruins at the western tip, which fill up hours before. For fewer people, come at **sunrise** or during blue hour when the village lights come on. Be respectful: many rooftops are private property.',
    photos: [
      {
        title: 'Windmills of Oia at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1350, sun: true },
      },
      { title: 'Blue domes above the caldera', scene: { sky: 'day', terrain: 'sea', seed: 1351 } },
      { title: 'Oia lights at blue hour', scene: { sky: 'dusk', terrain: 'coast', seed: 1352 } },
    ],
    user: 4,
  },
  {
    title: 'Meteora Monasteries',
    lat: 39.719,
    long: 21.63,
    place: ['Europe', 'Greece', 'Thessaly', 'Meteora'],
    subjects: ['Temple', 'Mountains', 'Viewpoint'],
    description:
      'Monasteries perched on top of huge sandstone pillars above Kalambaka. Several roadside viewpoints look across to **Roussanou** and the Great Meteoron. **Sunrise** with mist in the valley is the classic shot; autumn and spring mornings give the best chances. Visiting the monasteries requires a ticket and modest dress, and each has its own closing days.',
    photos: [
      {
        title: 'Meteora monastery above morning mist',
        scene: { sky: 'dawn', terrain: 'canyon', seed: 1360, sun: true },
      },
      { title: 'Roussanou at sunset', scene: { sky: 'golden', terrain: 'canyon', seed: 1361 } },
    ],
    user: 3,
  },
  {
    title: 'Navagio Beach (Shipwreck Cove)',
    lat: 37.859,
    long: 20.625,
    place: ['Europe', 'Greece', 'Ionian Islands', 'Zakynthos'],
    subjects: ['Beach', 'Coast', 'Viewpoint'],
    description:
      'A rusting shipwreck on a white cove enclosed by tall limestone cliffs. The iconic view is from the **clifftop viewing platform** above the cove, reached by road. The water is most vivid when the sun is high. Access to the beach itself has been restricted at times because of rockfall risk, so check the current situation before booking a boat.',
    photos: [
      {
        title: 'Shipwreck cove from the cliff top',
        scene: { sky: 'day', terrain: 'coast', seed: 1370 },
      },
      {
        title: 'Navagio cove in late afternoon light',
        scene: { sky: 'golden', terrain: 'coast', seed: 1371 },
      },
    ],
    user: 1,
  },
  {
    title: 'Dubrovnik Old Town',
    lat: 42.6411,
    long: 18.11,
    place: ['Europe', 'Croatia', 'Dubrovnik-Neretva', 'Dubrovnik'],
    subjects: ['Cityscape', 'Architecture', 'Coast'],
    description:
      'Terracotta roofs inside massive stone walls above the Adriatic. The best views are from the **city walls walk** (ticketed), from **Mount Srđ** (cable car or hike) at sunset, and across the water from **Fort Lovrijenac**. Cruise ship days are very crowded, so walk the walls as soon as they open.',
    photos: [
      {
        title: 'Dubrovnik from Mount Srđ at sunset',
        scene: { sky: 'golden', terrain: 'city', seed: 1380, sun: true },
      },
      { title: 'City walls at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 1381 } },
    ],
    user: 4,
  },
  {
    title: 'Plitvice Lakes',
    lat: 44.903,
    long: 15.6095,
    place: ['Europe', 'Croatia', 'Lika-Senj', 'Plitvice Lakes'],
    subjects: ['Waterfall', 'Lake', 'Forest'],
    description:
      'Terraced turquoise lakes linked by countless waterfalls and wooden boardwalks. The elevated viewpoint above **Veliki slap**, near Entrance 1, gives the classic overview of the lower lakes. Arrive at opening time to photograph the boardwalks empty. In summer, tickets are sold for timed entry. Autumn colours are superb, and a polariser helps cut glare on the water.',
    photos: [
      {
        title: 'Boardwalk over turquoise lakes',
        scene: { sky: 'day', terrain: 'forest', seed: 1390 },
      },
      { title: 'Veliki slap in autumn', scene: { sky: 'overcast', terrain: 'forest', seed: 1391 } },
      {
        title: 'Lower lakes from the Entrance 1 viewpoint',
        scene: { sky: 'golden', terrain: 'lake', seed: 1392 },
      },
    ],
    user: 2,
  },
  {
    title: "Bay of Kotor from St. John's Fortress",
    lat: 42.4231,
    long: 18.7746,
    place: ['Europe', 'Montenegro', 'Bay of Kotor', 'Kotor'],
    subjects: ['Viewpoint', 'Coast', 'Ruins'],
    description:
      "A steep path of switchbacks and stairs climbs from the old town up the fortress walls to St. John's Fortress. You look down over the roofs of Kotor into the **fjord-like bay**. Start early: the climb takes about an hour and is exposed to the sun. **Late afternoon** light is warm on the town. In season there is an entry fee at the bottom.",
    photos: [
      {
        title: 'Kotor old town from the fortress walls',
        scene: { sky: 'golden', terrain: 'coast', seed: 1400 },
      },
      { title: 'Bay of Kotor at blue hour', scene: { sky: 'dusk', terrain: 'sea', seed: 1401 } },
    ],
    user: 4,
  },
  {
    title: 'Manarola, Cinque Terre',
    lat: 44.1068,
    long: 9.7278,
    place: ['Europe', 'Italy', 'Liguria', 'Cinque Terre'],
    subjects: ['Coast', 'Architecture', 'Sunset'],
    description:
      'Colourful houses piled on a rock above the sea. The classic view is from the path around **Punta Bonfiglio**, just north of the harbour. Stay for **blue hour**, when the windows light up. Cars are impractical; arrive by train. Summer evenings are crowded, so arrive early to claim a spot.',
    photos: [
      { title: 'Manarola at blue hour', scene: { sky: 'dusk', terrain: 'coast', seed: 1410 } },
      {
        title: 'Manarola at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1411, sun: true },
      },
      {
        title: 'Waves below the Manarola houses',
        scene: { sky: 'overcast', terrain: 'sea', seed: 1412 },
      },
    ],
    user: 4,
  },
  {
    title: 'Positano',
    lat: 40.6283,
    long: 14.4848,
    place: ['Europe', 'Italy', 'Campania', 'Amalfi Coast'],
    subjects: ['Coast', 'Architecture', 'Church'],
    description:
      'Pastel houses tumble down the cliff to the beach and the tiled dome of **Santa Maria Assunta**. The classic view is from the road on the eastern side of town, looking back across the bay. **Golden hour** warms the houses; blue hour brings the lights. Parking is very limited and expensive in summer; the ferry or bus are easier.',
    photos: [
      { title: 'Positano in golden hour', scene: { sky: 'golden', terrain: 'coast', seed: 1420 } },
      { title: 'Positano lights at dusk', scene: { sky: 'dusk', terrain: 'coast', seed: 1421 } },
    ],
    user: 4,
  },
  {
    title: 'Cappella della Madonna di Vitaleta',
    lat: 43.0709,
    long: 11.6344,
    place: ['Europe', 'Italy', 'Tuscany', "Val d'Orcia"],
    subjects: ['Church', 'Sunrise'],
    description:
      "A small chapel flanked by cypresses on a hill between San Quirico d'Orcia and Pienza. The classic shot is with a telephoto from the **SP146 road**, ideally at **sunrise** with mist in the valleys. Spring is green; early summer is gold. The chapel is on private land reached by a dirt track; be respectful.",
    photos: [
      {
        title: 'Vitaleta chapel above the misty hills',
        scene: { sky: 'dawn', terrain: 'hills', seed: 1430, sun: true },
      },
      {
        title: 'Cypresses and chapel in spring',
        scene: { sky: 'day', terrain: 'hills', seed: 1431 },
      },
      {
        title: "Evening light over the Val d'Orcia",
        scene: { sky: 'golden', terrain: 'hills', seed: 1432 },
      },
    ],
    user: 3,
  },
  {
    title: "Grand Canal from Ponte dell'Accademia",
    lat: 45.4316,
    long: 12.3286,
    place: ['Europe', 'Italy', 'Veneto', 'Venice'],
    subjects: ['Cityscape', 'Church', 'Bridge'],
    description:
      'From the top of the wooden Accademia bridge you look down the Grand Canal to the dome of **Santa Maria della Salute**. **Sunrise** is both quieter and the best light, while **blue hour** adds the glow of the palazzi. Set up along the railing and be considerate of people crossing the bridge.',
    photos: [
      {
        title: 'Santa Maria della Salute at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 1440, sun: true },
      },
      { title: 'Grand Canal at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 1441 } },
      {
        title: 'Fog over the Grand Canal',
        scene: { sky: 'overcast', terrain: 'city', seed: 1442 },
      },
    ],
    user: 4,
  },
  {
    title: 'Colosseum',
    lat: 41.8902,
    long: 12.4922,
    place: ['Europe', 'Italy', 'Lazio', 'Rome'],
    subjects: ['Ruins', 'Architecture', 'Cityscape'],
    description:
      'The ancient amphitheatre is best photographed from outside, especially from the raised street on **Via Nicola Salvi** and along **Via dei Fori Imperiali**. Come at **sunrise** before the tour groups, or at blue hour when it is lit. Visits inside need a timed ticket.',
    photos: [
      { title: 'Colosseum at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 1450 } },
      { title: 'Colosseum arches at sunrise', scene: { sky: 'dawn', terrain: 'city', seed: 1451 } },
      {
        title: 'Colosseum under a clear Roman sky',
        scene: { sky: 'day', terrain: 'city', seed: 1452 },
      },
    ],
    user: 4,
  },
  {
    title: 'Charles Bridge',
    lat: 50.0865,
    long: 14.4114,
    place: ['Europe', 'Czechia', 'Prague'],
    subjects: ['Bridge', 'Cityscape', 'River'],
    description:
      'A medieval stone bridge lined with baroque statues, with **Prague Castle** above the far bank. Arrive at **sunrise** for an empty bridge; by mid-morning it is full of people. For the whole bridge, shoot from the river bank on the Old Town side or from the **Old Town Bridge Tower**. Winter fog adds atmosphere.',
    photos: [
      {
        title: 'Empty Charles Bridge at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 1460, sun: true },
      },
      {
        title: 'Prague Castle from Charles Bridge at dusk',
        scene: { sky: 'dusk', terrain: 'city', seed: 1461 },
      },
      { title: 'Statues in winter fog', scene: { sky: 'overcast', terrain: 'city', seed: 1462 } },
      {
        title: 'Charles Bridge lamps at night',
        scene: { sky: 'night', terrain: 'city', seed: 1463, stars: false },
      },
    ],
    user: 4,
  },
  {
    title: 'Sagrada Família',
    lat: 41.4036,
    long: 2.1744,
    place: ['Europe', 'Spain', 'Catalonia', 'Barcelona'],
    subjects: ['Church', 'Architecture', 'Reflection'],
    description:
      "Gaudí's unfinished basilica. For the exterior, the pond in **Plaça de Gaudí** gives a reflection of the Nativity façade, best in the morning light. Inside, the stained glass throws coloured light across the columns — the warm windows on the west side glow in the **afternoon**. Interior visits need a timed ticket, usually booked in advance.",
    photos: [
      {
        title: 'Sagrada Família reflected in Plaça de Gaudí',
        scene: { sky: 'dawn', terrain: 'city', seed: 1470 },
      },
      {
        title: 'Sagrada Família towers at dusk',
        scene: { sky: 'dusk', terrain: 'city', seed: 1471 },
      },
    ],
    user: 3,
  },
  {
    title: 'Puente Nuevo, Ronda',
    lat: 36.741,
    long: -5.1657,
    place: ['Europe', 'Spain', 'Andalusia', 'Ronda'],
    subjects: ['Bridge', 'Canyon', 'Architecture'],
    description:
      'An 18th-century stone bridge spanning the deep **El Tajo gorge**. The best view is from **below**: take the path down from the old town for the classic angle of the bridge over the gorge. Golden hour warms the stone; the bridge is lit after dark. The path is steep and rough in places.',
    photos: [
      {
        title: 'Puente Nuevo from the gorge floor',
        scene: { sky: 'golden', terrain: 'canyon', seed: 1480 },
      },
      {
        title: 'Ronda bridge lit at blue hour',
        scene: { sky: 'dusk', terrain: 'canyon', seed: 1481 },
      },
    ],
    user: 4,
  },
  {
    title: 'Benagil Sea Cave',
    lat: 37.0873,
    long: -8.4269,
    place: ['Europe', 'Portugal', 'Algarve'],
    subjects: ['Coast', 'Beach', 'Canyon'],
    description:
      'A sea cave with a round opening in its roof that lets a **beam of sunlight** onto the sand inside. Go around **midday** for the light through the hole. It is only reachable by water — on a boat tour, kayak or paddleboard — and landing rules have been tightened, so check current restrictions. A clifftop path above lets you peer down through the hole.',
    photos: [
      {
        title: 'Sunlight through the roof of Benagil cave',
        scene: { sky: 'day', terrain: 'coast', seed: 1490, sun: true },
      },
      {
        title: 'Algarve cliffs near Benagil at sunset',
        scene: { sky: 'golden', terrain: 'coast', seed: 1491 },
      },
    ],
    user: 1,
  },
  {
    title: 'Pena Palace, Sintra',
    lat: 38.7876,
    long: -9.3906,
    place: ['Europe', 'Portugal', 'Lisbon', 'Sintra'],
    subjects: ['Castle', 'Architecture', 'Forest'],
    description:
      'A colourful Romanticist palace on a wooded hilltop. The best overall view is from the **Cruz Alta** high point in the park, looking across to the palace. Fog is common and can be very atmospheric. Tickets are timed and it gets busy, so take the first slot. Parking near the palace is very limited; use the shuttle buses.',
    photos: [
      { title: 'Pena Palace from Cruz Alta', scene: { sky: 'day', terrain: 'forest', seed: 1500 } },
      {
        title: 'Pena Palace in drifting fog',
        scene: { sky: 'overcast', terrain: 'forest', seed: 1501 },
      },
    ],
    user: 4,
  },
  {
    title: 'Seven Rila Lakes',
    lat: 42.2035,
    long: 23.3195,
    place: ['Europe', 'Bulgaria', 'Kyustendil Province', 'Rila'],
    subjects: ['Lake', 'Mountains', 'Viewpoint'],
    description:
      'A staircase of glacial lakes in the Rila mountains. Climb to the ridge above the highest lake for the classic view down over all the lakes together. A **chairlift** shortens the approach, and the circuit is a moderate half-day hike. Go **July to September**, and start early: afternoon storms are common.',
    photos: [
      {
        title: 'Seven Rila Lakes from the ridge',
        scene: { sky: 'day', terrain: 'lake', seed: 1510 },
      },
      {
        title: 'Morning light on the Rila lakes',
        scene: { sky: 'dawn', terrain: 'mountains', seed: 1511 },
      },
    ],
    user: 0,
  },
  {
    title: 'Bastei Bridge',
    lat: 50.9619,
    long: 14.0734,
    place: ['Europe', 'Germany', 'Saxony', 'Saxon Switzerland'],
    subjects: ['Bridge', 'Forest', 'Sunrise'],
    description:
      'A sandstone bridge linking rock towers high above the Elbe. The classic view of the bridge is from the **Ferdinandstein** viewpoint nearby. **Autumn sunrise** with fog in the valleys is the dream scenario. There is a paid car park close by. Arrive early: it is a popular day-trip destination.',
    photos: [
      {
        title: 'Bastei bridge above the fog at sunrise',
        scene: { sky: 'dawn', terrain: 'forest', seed: 1520, sun: true },
      },
      {
        title: 'Sandstone towers in autumn colour',
        scene: { sky: 'golden', terrain: 'canyon', seed: 1521 },
      },
      { title: 'Bastei in winter mist', scene: { sky: 'overcast', terrain: 'forest', seed: 1522 } },
    ],
    user: 2,
  },
  {
    title: 'Reichsburg Cochem',
    lat: 50.146,
    long: 7.1625,
    place: ['Europe', 'Germany', 'Rhineland-Palatinate', 'Moselle Valley'],
    subjects: ['Castle', 'River', 'Cityscape'],
    description:
      'A castle on a vineyard hill above the town and the Moselle. Shoot from the **opposite bank** or the bridges for reflections, or climb to the viewpoints above the valley for a wider view. **Autumn** brings golden vineyards and the grape harvest; blue hour lights up the castle and the riverfront.',
    photos: [
      {
        title: 'Reichsburg above the Moselle at blue hour',
        scene: { sky: 'dusk', terrain: 'hills', seed: 1530 },
      },
      {
        title: 'Cochem castle in autumn vineyards',
        scene: { sky: 'golden', terrain: 'hills', seed: 1531 },
      },
    ],
    user: 3,
  },
  {
    title: 'Rakotzbrücke',
    lat: 51.5363,
    long: 14.6406,
    place: ['Europe', 'Germany', 'Saxony', 'Kromlau'],
    subjects: ['Bridge', 'Reflection', 'Forest'],
    description:
      "The 'Devil's Bridge' in the Kromlau park: a thin stone arch whose reflection forms a **full circle** in still water. You can't walk on the bridge itself; shoot from the shore paths at water level. Look for **calm mornings** in autumn, or for rhododendron blooms in late spring. The park is free and always open.",
    photos: [
      {
        title: 'Rakotzbrücke circle in autumn',
        scene: { sky: 'golden', terrain: 'forest', seed: 1540 },
      },
      {
        title: "Misty morning at the Devil's Bridge",
        scene: { sky: 'overcast', terrain: 'lake', seed: 1541 },
      },
    ],
    user: 3,
  },
  {
    title: 'Nyhavn',
    lat: 55.6798,
    long: 12.5907,
    place: ['Europe', 'Denmark', 'Capital Region', 'Copenhagen'],
    subjects: ['Street', 'Architecture', 'Cityscape'],
    description:
      'A 17th-century canal lined with brightly painted townhouses and wooden boats. The classic view is from the **bridge across the canal**, with the painted houses lining the water. **Blue hour** in winter, with lights on the boats, is very atmospheric; summer evenings are busy with restaurant tables.',
    photos: [
      { title: 'Nyhavn at blue hour', scene: { sky: 'dusk', terrain: 'city', seed: 1550 } },
      {
        title: 'Coloured houses of Nyhavn on a summer day',
        scene: { sky: 'day', terrain: 'city', seed: 1551 },
      },
    ],
    user: 4,
  },
  {
    title: 'Tallinn Old Town from Kohtuotsa',
    lat: 59.4377,
    long: 24.7404,
    place: ['Europe', 'Estonia', 'Harju County', 'Tallinn'],
    subjects: ['Cityscape', 'Church', 'Viewpoint'],
    description:
      'The **Kohtuotsa viewing platform** on Toompea hill looks over the red roofs, towers and church spires of the medieval lower town to the modern skyline and the sea. Go at **sunrise** or **blue hour**; in winter the snow-covered roofs and early sunsets make it easy. The nearby Patkuli platform gives a second angle.',
    photos: [
      {
        title: 'Tallinn rooftops at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 1560 },
      },
      { title: 'Snowy old town at sunrise', scene: { sky: 'dawn', terrain: 'city', seed: 1561 } },
    ],
    user: 4,
  },
  {
    title: 'Brandenburg Gate',
    lat: 52.5163,
    long: 13.3777,
    place: ['Europe', 'Germany', 'Berlin'],
    subjects: ['Architecture', 'Cityscape'],
    description:
      "Berlin's neoclassical gate topped by the Quadriga. Shoot from **Pariser Platz** on the east side for the front view, and come early in the morning for an empty square. At night the gate is lit.",
    photos: [
      {
        title: 'Brandenburg Gate lit at night',
        scene: { sky: 'night', terrain: 'city', seed: 1570, stars: false },
      },
      {
        title: 'Empty Pariser Platz at sunrise',
        scene: { sky: 'dawn', terrain: 'city', seed: 1571, sun: true },
      },
    ],
    user: 4,
  },
  {
    title: 'Stonehenge',
    lat: 51.1789,
    long: -1.8262,
    place: ['Europe', 'United Kingdom', 'England', 'Wiltshire'],
    subjects: ['Ruins', 'Sunset', 'Sunrise'],
    description:
      'The prehistoric stone circle on Salisbury Plain, aligned with the **solstice** sunrise and sunset. Standard tickets keep you on a path around the stones, which still gives good silhouettes at sunset. For close-up work, book the limited **stone circle access** visits outside normal opening hours. Dramatic skies help on the open plain.',
    photos: [
      {
        title: 'Stonehenge silhouetted at sunset',
        scene: { sky: 'golden', terrain: 'hills', seed: 1580, sun: true },
      },
      {
        title: 'Stonehenge under a stormy sky',
        scene: { sky: 'overcast', terrain: 'hills', seed: 1581 },
      },
      {
        title: 'Midsummer sunrise at the stones',
        scene: { sky: 'dawn', terrain: 'hills', seed: 1582, sun: true },
      },
    ],
    user: 3,
  },
  {
    title: 'Ponte Vecchio from Ponte Santa Trinita',
    lat: 43.7695,
    long: 11.2503,
    place: ['Europe', 'Italy', 'Tuscany', 'Florence'],
    subjects: ['Bridge', 'River', 'Cityscape'],
    description:
      "Florence's medieval bridge lined with shops, seen from the next bridge downstream. **Sunset** and **blue hour** are the classic times, with the Arno reflecting the lights of the shops on calm evenings. Ponte alle Grazie, upstream, gives the view from the other side. Expect plenty of company on the bridge at sunset.",
    photos: [
      {
        title: 'Ponte Vecchio at sunset',
        scene: { sky: 'golden', terrain: 'city', seed: 1590, sun: true },
      },
      {
        title: 'Ponte Vecchio reflected at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 1591 },
      },
    ],
    user: 4,
  },
  {
    title: 'Edinburgh from Calton Hill',
    lat: 55.9551,
    long: -3.1834,
    place: ['Europe', 'United Kingdom', 'Scotland', 'Edinburgh'],
    subjects: ['Cityscape', 'Viewpoint', 'Sunset'],
    description:
      "The classic view frames the **Dugald Stewart Monument** against the Old Town skyline, the Balmoral clock tower and the castle. It's a short walk up from the east end of Princes Street. **Sunset and blue hour** are the best times; in summer the sun sets late and far to the north-west.",
    photos: [
      {
        title: 'Dugald Stewart Monument at sunset',
        scene: { sky: 'golden', terrain: 'city', seed: 1600, sun: true },
      },
      {
        title: 'Edinburgh skyline at blue hour',
        scene: { sky: 'dusk', terrain: 'city', seed: 1601 },
      },
    ],
    user: 4,
  },
];
