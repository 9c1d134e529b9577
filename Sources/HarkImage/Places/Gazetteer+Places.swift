extension Gazetteer {
  /// The places Hark names, as tab-separated `name, latitude, longitude` (degrees, WGS 84): city
  /// centres, and for a lake or a coast the spot people photograph it from.
  static let placesTSV = """
    # name\tlatitude\tlongitude
    Santa Cruz\t36.9741\t-122.0308
    Lake Tahoe\t39.0968\t-120.0324
    South Lake Tahoe\t38.9332\t-119.9844
    Tucson\t32.2226\t-110.9747
    Half Moon Bay\t37.4636\t-122.4286
    San Francisco\t37.7749\t-122.4194
    Oakland\t37.8044\t-122.2712
    Berkeley\t37.8716\t-122.2727
    San Jose\t37.3382\t-121.8863
    Palo Alto\t37.4419\t-122.1430
    Mountain View\t37.3861\t-122.0839
    Sunnyvale\t37.3688\t-122.0363
    Cupertino\t37.3230\t-122.0322
    Santa Clara\t37.3541\t-121.9552
    Fremont\t37.5485\t-121.9886
    Hayward\t37.6688\t-122.0808
    San Mateo\t37.5630\t-122.3255
    Redwood City\t37.4852\t-122.2364
    Sausalito\t37.8591\t-122.4853
    Napa\t38.2975\t-122.2869
    Sonoma\t38.2919\t-122.4580
    Santa Rosa\t38.4404\t-122.7141
    Bodega Bay\t38.3333\t-123.0481
    Point Reyes\t38.0690\t-122.8069
    Monterey\t36.6002\t-121.8947
    Carmel-by-the-Sea\t36.5552\t-121.9233
    Big Sur\t36.2704\t-121.8081
    Salinas\t36.6777\t-121.6555
    Watsonville\t36.9102\t-121.7569
    Capitola\t36.9752\t-121.9533
    Gilroy\t37.0058\t-121.5683
    San Luis Obispo\t35.2828\t-120.6596
    Morro Bay\t35.3658\t-120.8499
    Paso Robles\t35.6266\t-120.6910
    Santa Barbara\t34.4208\t-119.6982
    Ventura\t34.2805\t-119.2945
    Malibu\t34.0259\t-118.7798
    Santa Monica\t34.0195\t-118.4912
    Los Angeles\t34.0522\t-118.2437
    Pasadena\t34.1478\t-118.1445
    Long Beach\t33.7701\t-118.1937
    Anaheim\t33.8366\t-117.9143
    Irvine\t33.6846\t-117.8265
    Huntington Beach\t33.6595\t-117.9988
    Laguna Beach\t33.5427\t-117.7854
    Palm Springs\t33.8303\t-116.5453
    Joshua Tree\t34.1347\t-116.3131
    San Diego\t32.7157\t-117.1611
    La Jolla\t32.8328\t-117.2713
    Riverside\t33.9806\t-117.3755
    San Bernardino\t34.1083\t-117.2898
    Bakersfield\t35.3733\t-119.0187
    Fresno\t36.7378\t-119.7871
    Modesto\t37.6391\t-120.9969
    Stockton\t37.9577\t-121.2908
    Sacramento\t38.5816\t-121.4944
    Davis\t38.5449\t-121.7405
    Yosemite Valley\t37.7456\t-119.5936
    Mammoth Lakes\t37.6485\t-118.9721
    Death Valley\t36.5054\t-117.0794
    Sequoia National Park\t36.4864\t-118.5658
    Redding\t40.5865\t-122.3917
    Chico\t39.7285\t-121.8375
    Eureka\t40.8021\t-124.1637
    Mendocino\t39.3077\t-123.7995
    Truckee\t39.3280\t-120.1833
    Reno\t39.5296\t-119.8138
    Las Vegas\t36.1699\t-115.1398
    Phoenix\t33.4484\t-112.0740
    Sedona\t34.8697\t-111.7610
    Flagstaff\t35.1983\t-111.6513
    Grand Canyon Village\t36.0544\t-112.1401
    Albuquerque\t35.0844\t-106.6504
    Santa Fe\t35.6870\t-105.9378
    Salt Lake City\t40.7608\t-111.8910
    Denver\t39.7392\t-104.9903
    Boulder\t40.0150\t-105.2705
    Portland\t45.5152\t-122.6784
    Seattle\t47.6062\t-122.3321
    Vancouver\t49.2827\t-123.1207
    Anchorage\t61.2181\t-149.9003
    Fairbanks\t64.8378\t-147.7164
    Honolulu\t21.3069\t-157.8583
    Austin\t30.2672\t-97.7431
    Dallas\t32.7767\t-96.7970
    Houston\t29.7604\t-95.3698
    San Antonio\t29.4241\t-98.4936
    New Orleans\t29.9511\t-90.0715
    Chicago\t41.8781\t-87.6298
    Minneapolis\t44.9778\t-93.2650
    Detroit\t42.3314\t-83.0458
    Nashville\t36.1627\t-86.7816
    Atlanta\t33.7490\t-84.3880
    Miami\t25.7617\t-80.1918
    Orlando\t28.5383\t-81.3792
    Washington\t38.9072\t-77.0369
    Philadelphia\t39.9526\t-75.1652
    New York\t40.7128\t-74.0060
    Boston\t42.3601\t-71.0589
    Toronto\t43.6532\t-79.3832
    Montreal\t45.5017\t-73.5673
    Quebec City\t46.8139\t-71.2080
    Mexico City\t19.4326\t-99.1332
    Cancún\t21.1619\t-86.8515
    Havana\t23.1136\t-82.3666
    Bogotá\t4.7110\t-74.0721
    Lima\t-12.0464\t-77.0428
    Cusco\t-13.5320\t-71.9675
    Santiago\t-33.4489\t-70.6693
    Buenos Aires\t-34.6037\t-58.3816
    Rio de Janeiro\t-22.9068\t-43.1729
    São Paulo\t-23.5505\t-46.6333
    Reykjavík\t64.1466\t-21.9426
    Dublin\t53.3498\t-6.2603
    Edinburgh\t55.9533\t-3.1883
    London\t51.5074\t-0.1278
    Paris\t48.8566\t2.3522
    Amsterdam\t52.3676\t4.9041
    Brussels\t50.8503\t4.3517
    Berlin\t52.5200\t13.4050
    Munich\t48.1351\t11.5820
    Hamburg\t53.5511\t9.9937
    Zurich\t47.3769\t8.5417
    Geneva\t46.2044\t6.1432
    Vienna\t48.2082\t16.3738
    Prague\t50.0755\t14.4378
    Budapest\t47.4979\t19.0402
    Warsaw\t52.2297\t21.0122
    Copenhagen\t55.6761\t12.5683
    Oslo\t59.9139\t10.7522
    Stockholm\t59.3293\t18.0686
    Helsinki\t60.1699\t24.9384
    Tromsø\t69.6492\t18.9553
    Madrid\t40.4168\t-3.7038
    Barcelona\t41.3851\t2.1734
    Lisbon\t38.7223\t-9.1393
    Rome\t41.9028\t12.4964
    Florence\t43.7696\t11.2558
    Venice\t45.4408\t12.3155
    Milan\t45.4642\t9.1900
    Naples\t40.8518\t14.2681
    Athens\t37.9838\t23.7275
    Istanbul\t41.0082\t28.9784
    Moscow\t55.7558\t37.6173
    Cairo\t30.0444\t31.2357
    Marrakesh\t31.6295\t-7.9811
    Cape Town\t-33.9249\t18.4241
    Nairobi\t-1.2921\t36.8219
    Dubai\t25.2048\t55.2708
    Mumbai\t19.0760\t72.8777
    Delhi\t28.7041\t77.1025
    Bangalore\t12.9716\t77.5946
    Kathmandu\t27.7172\t85.3240
    Bangkok\t13.7563\t100.5018
    Singapore\t1.3521\t103.8198
    Kuala Lumpur\t3.1390\t101.6869
    Jakarta\t-6.2088\t106.8456
    Bali\t-8.4095\t115.1889
    Hanoi\t21.0278\t105.8342
    Ho Chi Minh City\t10.8231\t106.6297
    Manila\t14.5995\t120.9842
    Hong Kong\t22.3193\t114.1694
    Shenzhen\t22.5431\t114.0579
    Guangzhou\t23.1291\t113.2644
    Taipei\t25.0330\t121.5654
    Shanghai\t31.2304\t121.4737
    Hangzhou\t30.2741\t120.1551
    Suzhou\t31.2990\t120.5853
    Nanjing\t32.0603\t118.7969
    Beijing\t39.9042\t116.4074
    Tianjin\t39.3434\t117.3616
    Xi'an\t34.3416\t108.9398
    Chengdu\t30.5728\t104.0668
    Chongqing\t29.4316\t106.9123
    Kunming\t25.0389\t102.7183
    Lhasa\t29.6520\t91.1721
    Harbin\t45.8038\t126.5349
    Seoul\t37.5665\t126.9780
    Busan\t35.1796\t129.0756
    Tokyo\t35.6762\t139.6503
    Kyoto\t35.0116\t135.7681
    Osaka\t34.6937\t135.5023
    Sapporo\t43.0618\t141.3545
    Sydney\t-33.8688\t151.2093
    Melbourne\t-37.8136\t144.9631
    Brisbane\t-27.4698\t153.0251
    Perth\t-31.9505\t115.8605
    Auckland\t-36.8485\t174.7633
    Queenstown\t-45.0312\t168.6626
    """
}
